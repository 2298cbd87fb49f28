import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { eyebrow } from '../../components/eyebrow'
import { moduleSectionId, type AbilityModule } from './content'
import { media } from '../../styles/media'

const Shell = styled.section`
  position: relative;
  padding: 88px 0;
  scroll-margin-top: var(--header-height);
  border-top: 1px solid var(--s-line);
  /* Every second module is shaded (not nth-of-type: the deferred modules sit in a box of their own). */
  &[data-shade] {
    background: #050507;
  }
  ${media.from('md')} {
    padding: 120px 0;
  }
`

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 20px;
  display: grid;
  gap: 40px;
  ${media.from('sm')} {
    padding: 0 32px;
  }
  ${media.from('md')} {
    grid-template-columns: 360px minmax(0, 1fr);
    gap: 64px;
    align-items: start;
  }
`

const Text = styled.header`
  ${media.from('md')} {
    position: sticky;
    top: calc(var(--header-height) + 40px);
  }
  /* Its eyebrow (components/eyebrow) a little further from the heading. */
  p[data-index] {
    margin-bottom: 14px;
  }
  h2 {
    margin: 0;
    text-wrap: balance;
    font-size: clamp(28px, 3.6vw, 44px);
    letter-spacing: -0.01em;
  }
  p[data-lead] {
    margin: 16px 0 0;
    text-wrap: pretty;
    color: var(--s-muted);
    font-size: 16px;
    line-height: 1.8;
  }
  ul {
    display: grid;
    gap: 10px;
    margin: 24px 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: 10px;
    font-size: 15px;
  }
  li::before {
    content: '';
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 3px;
    border-radius: 50%;
    background: rgba(255, 122, 48, 0.16)
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='18' height='18'%3E%3Cpath d='M5 9.2l2.6 2.6L13 6.4' fill='none' stroke='%23ff7a30' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")
      center / 18px no-repeat;
  }
`

const Body = styled.div`
  min-width: 0;
  display: grid;
  gap: 40px;
`

/** One module of the ability page, `module-{index}`: its text and its widgets. */
export function AbilitySection({ module, index, children }: { module: AbilityModule; index: number; children: ReactNode }) {
  return (
    <Shell
      id={moduleSectionId(index)}
      data-lazy-layout=""
      aria-labelledby={`${moduleSectionId(index)}-title`}
      data-module={module.key}
      data-shade={index % 2 === 1 ? '' : undefined}
    >
      <Inner>
        <Text>
          <p data-index="" className={eyebrow}>
            {String(index + 1).padStart(2, '0')} · {module.eyebrow}
          </p>
          <h2 id={`${moduleSectionId(index)}-title`}>{module.title}</h2>
          <p data-lead="">{module.lead}</p>
          <ul>
            {module.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Text>
        <Body>{children}</Body>
      </Inner>
    </Shell>
  )
}
