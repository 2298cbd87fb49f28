import { styled } from '@linaria/react'
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { DIALOG_WIDTHS, OVERLAY_Z_INDEX } from '../../shared/constants'
import { media } from '../styles/media'

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${OVERLAY_Z_INDEX};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(9, 9, 11, 0.55);
  &[data-full-on-small='true'] {
    ${media.below('sm')} {
      align-items: flex-end;
      padding: 0;
    }
  }
  &[data-bare='true'] {
    align-items: stretch;
    padding: 0;
    background: rgba(9, 9, 11, 0.82);
  }
`

/**
 * The panel does not scroll: its head (title and ×) stays put and only the body scrolls, so
 * a long sheet on a phone can always be closed.
 */
const Panel = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  width: min(var(--dialog-width), 100%);
  max-height: calc(100vh - 32px);
  overflow: hidden;
  border-radius: 16px;
  color: #16171a;
  background: #fff;
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.28);
  color-scheme: light;
  /* A dialog is a light surface on every page, the dark ones too: light tokens inside. */
  --fg: #16171a;
  --fg-muted: #5d6270;
  --accent-text: #c2410c;
  --dialog-pad-x: 28px;
  &:focus {
    outline: none;
  }
  [data-full-on-small='true'] > & {
    ${media.below('sm')} {
      width: 100%;
      max-height: 92vh;
      border-radius: 16px 16px 0 0;
      --dialog-pad-x: 20px;
    }
  }
  > h2 {
    flex: none;
    margin: 0;
    padding: 28px calc(var(--dialog-pad-x) + 32px) 0 var(--dialog-pad-x);
    font-size: 20px;
    font-weight: 600;
  }
  [data-full-on-small='true'] > & > h2 {
    ${media.below('sm')} {
      padding-top: 24px;
    }
  }
  [data-bare='true'] > & {
    width: 100%;
    max-height: none;
    border-radius: 0;
    color: #fff;
    background: transparent;
    box-shadow: none;
  }
  /* For assistive technology only (as components/VisuallyHidden, which would bring its module along). */
  [data-bare='true'] > & > h2 {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  /* The gap under the title is the body's: content pulled up under it (negative margins) is not clipped. */
  padding: 20px var(--dialog-pad-x) 24px;
  [data-full-on-small='true'] > section > & {
    ${media.below('sm')} {
      padding-bottom: calc(20px + env(safe-area-inset-bottom));
    }
  }
  [data-bare='true'] > section > & {
    padding: 0;
  }
`

const CloseButton = styled.button`
  position: absolute;
  top: 16px;
  right: 16px;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: #5d6270;
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: #f3f4f6;
  }
`

/** A dialog's buttons, at its foot on the right: the way out first, the action last. */
export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 20px;
  > * {
    min-width: 96px;
  }
`

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Open dialogs, oldest first: only the top one handles Escape, and the page scrolls only when none is open. */
const openStack: string[] = []

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'))
}

export interface DialogProps {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /** Width in px (spec section 9: default 400, cancel 480, QR 298). */
  width?: number
  /** Below the `sm` breakpoint the dialog becomes a full-width sheet. */
  fullOnSmall?: boolean
  /** Hides the close button for dialogs that must be answered with their own buttons. */
  hideClose?: boolean
  /**
   * No panel: the children alone over a darker backdrop, the title for assistive technology
   * only, no close button (the WeChat menu guide, which points at WeChat's own ··· button).
   */
  bare?: boolean
  testId?: string
}

/**
 * A modal dialog: rendered over the page in a portal, labelled by its title, focus moved
 * in (to the element marked `data-autofocus`, else the first control) and kept in,
 * closed by Escape, focus given back on close.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  width = DIALOG_WIDTHS.default,
  fullOnSmall = true,
  hideClose = false,
  bare = false,
  testId,
}: DialogProps) {
  if (!open || typeof document === 'undefined') return null
  return createPortal(
    <DialogPanel title={title} onClose={onClose} width={width} fullOnSmall={fullOnSmall && !bare} hideClose={hideClose || bare} bare={bare} testId={testId}>
      {children}
    </DialogPanel>,
    document.body,
  )
}

function DialogPanel({
  title,
  onClose,
  children,
  width,
  fullOnSmall,
  hideClose,
  bare,
  testId,
}: Omit<DialogProps, 'open'> & { width: number; fullOnSmall: boolean }) {
  const id = useId()
  const panelRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    openStack.push(id)
    document.body.style.overflow = 'hidden'
    const panel = panelRef.current!
    const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(panel).find((element) => !element.dataset.close) ?? panel
    first.focus()
    return () => {
      openStack.splice(openStack.indexOf(id), 1)
      if (openStack.length === 0) document.body.style.overflow = ''
      if (previous?.isConnected) previous.focus()
    }
  }, [id])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Events from a dialog opened on top of this one bubble here through React's tree; they are not ours.
    if (!panelRef.current?.contains(event.target as Node)) return
    if (event.key === 'Escape' && openStack.at(-1) === id) {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab') return
    const items = focusables(panelRef.current)
    if (items.length === 0) return
    const first = items[0]!
    const last = items.at(-1)!
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <Overlay data-full-on-small={fullOnSmall} data-bare={bare}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
        style={{ '--dialog-width': `${width}px` } as CSSProperties}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        {hideClose ? null : (
          <CloseButton type="button" aria-label="关闭" data-close="true" onClick={onClose}>
            ×
          </CloseButton>
        )}
        <Body data-dialog-body="true">{children}</Body>
      </Panel>
    </Overlay>
  )
}
