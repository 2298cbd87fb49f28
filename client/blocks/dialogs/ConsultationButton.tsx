import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { consultationDialog } from './dialogs'
import { media } from '../../styles/media'

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 10px 22px;
  border: 1px solid currentColor;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font-size: 15px;
  font-weight: 600;
  cursor: pointer;
  &[data-variant='solid'] {
    border-color: transparent;
    color: #fff;
    background: linear-gradient(135deg, #ff9a3d, var(--accent-strong));
  }
`

/**
 * The consultation entrance: a button that opens the consultation dialog. Other layouts
 * (the site header or footer) can place it as they are; the dialog opens on the shared dialog host.
 */
export function ConsultationButton({ children = '咨询', variant = 'outline' }: { children?: ReactNode; variant?: 'outline' | 'solid' }) {
  return (
    <Button
      type="button"
      data-variant={variant}
      data-testid="consultation-entry"
      aria-haspopup="dialog"
      onPointerEnter={() => void consultationDialog.preload()}
      onClick={() => consultationDialog.open()}
    >
      <svg width="18" height="18" viewBox="0 0 18 18" fill="none" aria-hidden="true">
        <path
          d="M3 4.5A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5v6a1.5 1.5 0 0 1-1.5 1.5H8l-3.5 3v-3h0A1.5 1.5 0 0 1 3 10.5z"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {children}
    </Button>
  )
}

const Callout = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 32px;
  margin-top: 64px;
  padding: 28px 32px;
  border-radius: 20px;
  color: #fff;
  background: radial-gradient(400px 200px at 90% 0%, rgba(255, 154, 61, 0.45), transparent 70%), #16171a;
  h2 {
    margin: 0 0 4px;
    font-size: 20px;
  }
  p {
    margin: 0;
    color: rgba(255, 255, 255, 0.72);
    font-size: 15px;
  }
  ${media.below('sm')} {
    padding: 24px 20px;
  }
`

/** A closing band for content pages: who to ask when the page did not answer it. */
export function ConsultationCallout({ title, text }: { title: string; text: string }) {
  return (
    <Callout aria-label={title}>
      <div>
        <h2>{title}</h2>
        <p>{text}</p>
      </div>
      <ConsultationButton variant="solid">咨询顾问</ConsultationButton>
    </Callout>
  )
}
