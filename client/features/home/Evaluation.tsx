import { styled } from '@linaria/react'
import { useRef } from 'react'
import { EVALUATION, TESTIMONIALS } from './content'
import { Section } from './Section'
import { media } from '../../styles/media'

const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 86%;
  gap: 16px;
  margin: 0 -20px;
  padding: 8px 20px 24px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 20px;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  ${media.from('sm')} {
    grid-auto-columns: calc((100% - 32px) / 2.4);
    margin: 0 -32px;
    padding: 8px 32px 24px;
    scroll-padding: 0 32px;
  }
  ${media.from('md')} {
    grid-auto-columns: calc((100% - 48px) / 3.4);
  }
  li {
    scroll-snap-align: start;
    display: flex;
    flex-direction: column;
    justify-content: space-between;
    gap: 28px;
    padding: 28px;
    border-radius: 22px;
    background: var(--s-card);
    border: 1px solid var(--s-line);
  }
  blockquote {
    margin: 0;
    font-size: 17px;
    line-height: 1.8;
  }
  blockquote::before {
    content: '“';
    display: block;
    height: 28px;
    font-size: 48px;
    line-height: 1;
    color: var(--s-accent);
  }
`

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  span[data-avatar] {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    color: #fff;
    font-weight: 700;
  }
  strong {
    display: block;
    font-size: 15px;
  }
  small {
    color: var(--s-muted);
    font-size: 13px;
  }
`

const Nav = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 8px;
  button {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid var(--s-line);
    background: var(--s-card);
    color: var(--s-fg);
    cursor: pointer;
  }
  button:hover {
    background: var(--s-chip-hover);
  }
`

/** Merchants' evaluation: eight testimonials in a row that scrolls (swipe on a phone). */
export function Evaluation() {
  const track = useRef<HTMLUListElement>(null)
  const scroll = (direction: 1 | -1) => {
    const element = track.current
    const card = element?.querySelector('li')
    if (!element || !card) return
    element.scrollBy({ left: direction * (card.getBoundingClientRect().width + 16), behavior: 'smooth' })
  }
  return (
    <Section copy={EVALUATION}>
      <Track ref={track} tabIndex={0} aria-label={EVALUATION.title}>
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <blockquote>{item.quote}</blockquote>
            <Person>
              <span data-avatar="" style={{ background: item.color }} aria-hidden="true">
                {item.name.slice(0, 1)}
              </span>
              <div>
                <strong>{item.name}</strong>
                <small>
                  {item.studio} · {item.role} · {item.city}
                </small>
              </div>
            </Person>
          </li>
        ))}
      </Track>
      <Nav>
        <button type="button" aria-label={EVALUATION.previous} onClick={() => scroll(-1)}>
          <svg width="18" height="18" viewBox="0 0 18 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M11 4L6 9l5 5" />
          </svg>
        </button>
        <button type="button" aria-label={EVALUATION.next} onClick={() => scroll(1)}>
          <svg width="18" height="18" viewBox="0 0 18 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M7 4l5 5-5 5" />
          </svg>
        </button>
      </Nav>
    </Section>
  )
}
