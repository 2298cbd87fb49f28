import { css } from '@linaria/core'
import type { ReactNode } from 'react'
import { useInApp } from './useInApp'

/** The bridge messages a control of a page sends to the iOS / iPad host (client/features/appBridge/hostPage.ts). */
export type AppControlMessage = 'exit' | 'share' | 'restorePurchase' | 'workflow'

// A class, not the form's Button: the pages that carry this control do not load the form code for it.
const control = css`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  margin: 8px 8px 0 0;
  padding: 0 16px;
  border: 1px solid currentColor;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 14px;
  cursor: pointer;
`

/**
 * A button shown only inside the app: its click is the host's business (hostPage.ts reads
 * `data-app-message` and the other data attributes), so it has no handler of its own.
 */
export function AppControl({ message, children, workflow }: { message: AppControlMessage; children: ReactNode; workflow?: string }) {
  if (!useInApp()) return null
  return (
    <button type="button" className={control} data-app-message={message} data-workflow={workflow}>
      {children}
    </button>
  )
}
