import { styled } from '@linaria/react'
import { PrimaryAction } from '../../components/ActionLink'
import { ACTIONS, COLOUR_ENGINE, COMPANY } from './content'
import { Section } from './Section'
import { media } from '../../styles/media'

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 12px;
  margin: 0;
  ${media.from('sm')} {
    grid-template-columns: repeat(4, 1fr);
    gap: 16px;
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 6px;
    padding: 28px 24px;
    border-radius: 20px;
    background: var(--s-card);
    border: 1px solid var(--s-line);
  }
  dt {
    color: var(--s-muted);
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-size: clamp(28px, 3.6vw, 40px);
    font-weight: 700;
    letter-spacing: -0.01em;
    background: linear-gradient(90deg, #ffffff, #ffb27a);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`

/** Company profile. */
export function Company() {
  return (
    <Section copy={COMPANY}>
      <Facts>
        {COMPANY.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </Facts>
    </Section>
  )
}

const Engine = styled.div`
  display: grid;
  gap: 20px;
  ${media.from('md')} {
    grid-template-columns: 1fr 1fr;
    gap: 24px;
  }
  > div {
    padding: 28px;
    border-radius: 22px;
    background: var(--s-card);
    border: 1px solid var(--s-line);
  }
  h3 {
    margin: 0 0 20px;
    font-size: 18px;
  }
`

const Band = styled.div`
  & + & {
    margin-top: 20px;
  }
  div[data-ramp] {
    height: 56px;
    border-radius: 12px;
  }
  p {
    display: flex;
    justify-content: space-between;
    margin: 8px 0 0;
    font-size: 13px;
    color: var(--s-muted);
  }
  b {
    color: var(--s-fg);
  }
`

const Gamut = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 110px 1fr;
    align-items: center;
    gap: 12px;
    font-size: 14px;
  }
  span[data-bar] {
    height: 12px;
    border-radius: 6px;
    background: linear-gradient(90deg, #4f7cff, #33c3a6, #f3d34a, #ff7a30, #e0457b);
  }
`

/** A sky-to-skin ramp drawn with `steps` flat bands (8 bit) or smooth (16 bit). */
function ramp(steps: number): string {
  const from = [38, 70, 140]
  const to = [255, 196, 150]
  if (!steps) return `linear-gradient(90deg, rgb(${from.join(',')}), rgb(${to.join(',')}))`
  const stops: string[] = []
  for (let i = 0; i < steps; i++) {
    const t = i / (steps - 1)
    const colour = `rgb(${from.map((value, c) => Math.round(value + (to[c]! - value) * t)).join(',')})`
    stops.push(`${colour} ${((i / steps) * 100).toFixed(2)}%`, `${colour} ${(((i + 1) / steps) * 100).toFixed(2)}%`)
  }
  return `linear-gradient(90deg, ${stops.join(', ')})`
}

/** Colour engine: 16-bit depth against 8-bit banding, and the ProPhoto gamut. */
export function ColourEngine() {
  return (
    <Section copy={COLOUR_ENGINE} actions={<PrimaryAction to="/download">{ACTIONS.trial}</PrimaryAction>}>
      <Engine>
        <div>
          {COLOUR_ENGINE.depth.map((item) => (
            <Band key={item.label}>
              <div data-ramp="" style={{ background: ramp(item.steps) }} />
              <p>
                <b>{item.label}</b>
                {item.note}
              </p>
            </Band>
          ))}
        </div>
        <div>
          <h3>{COLOUR_ENGINE.gamut.title}</h3>
          <Gamut>
            {COLOUR_ENGINE.gamut.rows.map(([name, share]) => (
              <li key={name}>
                <span>{name}</span>
                <span data-bar="" style={{ width: `${share}%` }} />
              </li>
            ))}
          </Gamut>
        </div>
      </Engine>
    </Section>
  )
}
