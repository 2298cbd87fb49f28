import { ConfirmDialog } from '../../components/ConfirmDialog'
import { formatDateTime } from '../../lib/format'
import { LOGIN_TEXT } from './messages'
import type { LoginFlow } from './useLoginFlow'

/**
 * The dialogs a login failure may need (spec section 8): the reminder for an account in
 * its cooling period (7001: cancel, or call the cancellation off and log in), the one for
 * a merchant being cancelled (7002: cancel only), an expired WeChat authorisation (162:
 * the WeChat login starts again) and a WeChat bound to another account (165).
 */
export function LoginReminder({ flow, onCancel, onRestartWechat }: { flow: LoginFlow; onCancel: () => void; onRestartWechat: () => void }) {
  const failure = flow.reminder?.failure
  if (!failure) return null
  switch (failure.kind) {
    case 'recoverable':
      return (
        <ConfirmDialog
          open
          title={LOGIN_TEXT.reminderTitle}
          confirmText={LOGIN_TEXT.recoverAndLogin}
          cancelText={LOGIN_TEXT.cancel}
          busy={flow.pending}
          hideClose
          onConfirm={() => void flow.recover()}
          onCancel={onCancel}
          testId="login-reminder"
        >
          <p>{LOGIN_TEXT.recoverable(formatDateTime(failure.effectiveAt))}</p>
        </ConfirmDialog>
      )
    case 'merchant-cancelling':
      return (
        <ConfirmDialog
          open
          title={LOGIN_TEXT.reminderTitle}
          confirmText={LOGIN_TEXT.cancel}
          hideClose
          onConfirm={onCancel}
          onCancel={onCancel}
          testId="login-reminder"
        >
          <p>{failure.message}</p>
        </ConfirmDialog>
      )
    case 'wechat-expired':
      return (
        <ConfirmDialog open title={LOGIN_TEXT.noticeTitle} confirmText={LOGIN_TEXT.ok} onConfirm={onRestartWechat} onCancel={onRestartWechat}>
          <p>{failure.message}</p>
        </ConfirmDialog>
      )
    case 'wechat-bound-elsewhere':
      return (
        <ConfirmDialog open title={LOGIN_TEXT.noticeTitle} confirmText={LOGIN_TEXT.ok} onConfirm={flow.dismiss} onCancel={flow.dismiss}>
          <p>{failure.message}</p>
        </ConfirmDialog>
      )
  }
}
