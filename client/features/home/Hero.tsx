import { styled } from '@linaria/react'
import { PrimaryAction, SecondaryAction } from '../../components/ActionLink'
import { ResponsiveImage } from '../../components/ResponsiveImage'
import { darkSurface } from '../../blocks/showcase/ui'
import { HERO } from './hero'
import { media } from '../../styles/media'

const Shell = styled.section`
  position: relative;
  overflow: hidden;
  padding: 72px 0 88px;
  text-align: center;
  &::before {
    content: '';
    position: absolute;
    /* Placed by the viewport's width, not the section's height (about a fifth of it): the
       height grows while the page streams in, and the glow moved with it, a layout shift. */
    inset: max(-310px, calc(-9vw - 180px)) -10% auto;
    height: 900px;
    background:
      radial-gradient(closest-side at 30% 40%, rgba(255, 122, 48, 0.32), transparent),
      radial-gradient(closest-side at 75% 30%, rgba(92, 120, 255, 0.2), transparent);
    pointer-events: none;
  }
  ${media.from('md')} {
    padding: 112px 0 120px;
  }
`

const Inner = styled.div`
  position: relative;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 20px;
  ${media.from('sm')} {
    padding: 0 32px;
  }
`

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 24px;
  padding: 6px 14px;
  border-radius: 999px;
  font-size: 13px;
  color: var(--s-muted);
  background: rgba(255, 255, 255, 0.06);
  border: 1px solid var(--s-line);
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: #ff7a30;
    box-shadow: 0 0 10px #ff7a30;
  }
`

const Title = styled.h1`
  margin: 0;
  font-size: clamp(36px, 6.4vw, 76px);
  font-weight: 800;
  line-height: 1.12;
  letter-spacing: -0.02em;
  span {
    display: block;
  }
  span + span {
    background: linear-gradient(90deg, #ffffff 10%, #ffc08a 55%, #ff7a30);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`

const Lead = styled.p`
  max-width: 640px;
  text-wrap: balance;
  margin: 24px auto 0;
  font-size: 17px;
  line-height: 1.8;
  color: var(--s-muted);
  ${media.from('sm')} {
    font-size: 19px;
  }
`

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 36px;
`

const Shot = styled.div`
  position: relative;
  max-width: 1120px;
  margin: 64px auto 0;
  border-radius: 14px;
  box-shadow:
    0 40px 120px rgba(0, 0, 0, 0.7),
    0 0 0 1px rgba(255, 255, 255, 0.08);
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: auto 10% -40px;
    height: 80px;
    background: radial-gradient(closest-side, rgba(255, 122, 48, 0.45), transparent);
    filter: blur(20px);
    z-index: -1;
  }
  ${media.from('md')} {
    border-radius: 20px;
  }
`

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 28px 12px;
  max-width: 1120px;
  margin: 56px auto 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 4px;
  }
  dt {
    font-size: 13px;
    color: var(--s-muted);
  }
  dd {
    margin: 0;
    font-size: clamp(24px, 3vw, 36px);
    font-weight: 700;
    letter-spacing: -0.01em;
    white-space: nowrap;
  }
  dd small {
    margin-left: 2px;
    font-size: 0.5em;
    font-weight: 600;
    color: #ff9a3d;
  }
  ${media.from('sm')} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${media.from('md')} {
    grid-template-columns: repeat(6, 1fr);
    div + div {
      border-left: 1px solid var(--s-line);
    }
  }
`

/** The hero: headline, the two actions, the app with a portrait half retouched, the six stats. */
export function Hero() {
  return (
    <Shell id="hero" data-tone="dark" className={darkSurface} aria-labelledby="hero-title">
      <Inner>
        <Eyebrow>{HERO.eyebrow}</Eyebrow>
        <Title id="hero-title">
          {HERO.title.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Title>
        <Lead>{HERO.lead}</Lead>
        <Buttons>
          <PrimaryAction to="/download">{HERO.trial}</PrimaryAction>
          <SecondaryAction to="/ability">{HERO.learn}</SecondaryAction>
        </Buttons>
        <Shot>
          <ResponsiveImage image={HERO.image} loading="priority" sizes="(min-width: 1184px) 1120px, calc(100vw - 40px)" />
        </Shot>
        <Stats>
          {HERO.stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>
                {stat.value}
                {stat.unit ? <small>{stat.unit}</small> : null}
              </dd>
            </div>
          ))}
        </Stats>
      </Inner>
    </Shell>
  )
}
