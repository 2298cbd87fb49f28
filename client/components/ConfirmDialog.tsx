import { styled } from '@linaria/react'
import type { KeyboardEvent, ReactNode } from 'react'
import { CONFIRM_ENTER_DEBOUNCE_MS, DIALOG_WIDTHS } from '../../shared/constants'
import { useDebouncedLeading } from '../lib/useRateLimited'
import { Dialog, DialogActions } from './Dialog'
import type { DialogControls } from './dialogStore'
import { Button } from './form'

const Body = styled.div`
  font-size: 15px;
  color: #3b3f48;
  p {
    margin: 0 0 8px;
  }
`

export interface ConfirmDialogProps {
  open: boolean
  title: string
  children: ReactNode
  confirmText?: string
  /** Leave out for a notice that has only the one button. */
  cancelText?: string
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
  width?: number
  /** For questions that must be answered with their own buttons (the login reminders). */
  hideClose?: boolean
  testId?: string
  /** 'danger' for a confirm that deletes or ends something: its button is not the primary colour. */
  tone?: 'danger'
}

/** A question or notice with its buttons; Enter confirms, at most once per second (spec section 5). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText = '确定',
  cancelText,
  onConfirm,
  onCancel,
  busy = false,
  width = DIALOG_WIDTHS.default,
  hideClose = false,
  testId,
  tone,
}: ConfirmDialogProps) {
  const confirmOnEnter = useDebouncedLeading(() => {
    if (!busy) onConfirm()
  }, CONFIRM_ENTER_DEBOUNCE_MS)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    // Enter on another button or a link does that control's own job.
    const control = (event.target as HTMLElement).closest('button, a')
    if (control && !(control as HTMLElement).dataset.confirm) return
    event.preventDefault() // or the focused confirm button would fire its click as well
    confirmOnEnter()
  }
  return (
    <Dialog open={open} title={title} onClose={onCancel} width={width} hideClose={hideClose} testId={testId}>
      <div onKeyDown={onKeyDown}>
        <Body>{children}</Body>
        <DialogActions>
          {cancelText ? (
            <Button type="button" data-variant="secondary" onClick={onCancel}>
              {cancelText}
            </Button>
          ) : null}
          <Button type="button" onClick={onConfirm} disabled={busy} data-autofocus data-confirm="true" data-variant={tone}>
            {confirmText}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  )
}

/** A confirm opened through a dialog handle (`defineConfirmDialog`): either answer closes it. */
export type HostedConfirmProps = Omit<ConfirmDialogProps, 'open' | 'onCancel'> & { onCancel?: () => void }

export function HostedConfirmDialog({ open, onClose, onConfirm, onCancel, ...props }: HostedConfirmProps & DialogControls) {
  return (
    <ConfirmDialog
      {...props}
      open={open}
      onConfirm={() => {
        onClose()
        onConfirm()
      }}
      onCancel={() => {
        onClose()
        onCancel?.()
      }}
    />
  )
}
