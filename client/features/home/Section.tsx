import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { TextAction } from '../../components/ActionLink'
import { eyebrow } from '../../components/eyebrow'
import { darkSurface, lightSurface } from '../../blocks/showcase/ui'
import { ACTIONS, type SectionCopy } from './content'
import { media } from '../../styles/media'

const Shell = styled.section`
  position: relative;
  overflow: hidden;
  padding: 88px 0;
  ${media.from('md')} {
    padding: 128px 0;
  }
`

export const Inner = styled.div`
  position: relative;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 20px;
  ${media.from('sm')} {
    padding: 0 32px;
  }
`

const Head = styled.header`
  max-width: 760px;
  margin-bottom: 48px;
  &[data-center='true'] {
    margin-left: auto;
    margin-right: auto;
    text-align: center;
  }
  &[data-center='true'] [data-actions] {
    justify-content: center;
  }
  h2 {
    margin: 0;
    text-wrap: balance;
    font-size: clamp(30px, 4.4vw, 52px);
    font-weight: 700;
    letter-spacing: -0.01em;
  }
  p[data-lead] {
    margin: 16px 0 0;
    text-wrap: pretty;
    font-size: 17px;
    line-height: 1.75;
    color: var(--s-muted);
  }
`

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 20px;
  margin-top: 20px;
`

/** A learn-more link to the ability page's section for that module. */
export function LearnMore({ module, label = ACTIONS.learnMore, topic }: { module: number; label?: string; topic?: string }) {
  return (
    <TextAction to={`/ability#module-${module}`} data-module={module} aria-label={topic ? `${label}：${topic}` : undefined}>
      {label}
      <span aria-hidden="true">→</span>
    </TextAction>
  )
}

/** A home section on its tone's colours; `data-tone` drives the header theme. */
export function Section({ copy, children, center = false, actions }: { copy: SectionCopy; children: ReactNode; center?: boolean; actions?: ReactNode }) {
  return (
    <Shell
      id={copy.id}
      data-tone={copy.tone}
      data-lazy-layout=""
      className={copy.tone === 'dark' ? darkSurface : lightSurface}
      aria-labelledby={`${copy.id}-title`}
    >
      <Inner>
        <Head data-center={center}>
          <p className={eyebrow}>{copy.eyebrow}</p>
          <h2 id={`${copy.id}-title`}>{copy.title}</h2>
          <p data-lead="">{copy.lead}</p>
          {copy.module !== undefined || actions ? (
            <Actions data-actions="">
              {copy.module !== undefined ? <LearnMore module={copy.module} topic={copy.title} /> : null}
              {actions}
            </Actions>
          ) : null}
        </Head>
        {children}
      </Inner>
    </Shell>
  )
}
