import { useEffect, useRef } from 'react'
import type { HostedConfirmProps } from '../../components/ConfirmDialog'
import { defineConfirmDialog } from '../../components/confirmDialog'
import { formatDateTime } from '../../lib/format'
import type { HandledLoginFailure } from './loginFailure'
import { LOGIN_TEXT } from './messages'
import type { LoginFlow } from './useLoginFlow'

/** The reminder of a failed login, on the dialog host (decision 007), over the login dialog or the callback page. */
const loginReminderDialog = defineConfirmDialog()

interface ReminderAnswers {
  /** 7001: call the cancellation off and log in. */
  recover: () => void
  /** Leave the login (7001's and 7002's cancel). */
  cancel: () => void
  /** 162: the WeChat login starts again. */
  restartWechat: () => void
  /** 165: the notice is read. */
  dismiss: () => void
}

/**
 * The dialog a login failure needs (spec section 8): the reminder for an account in its
 * cooling period (7001: cancel, or call the cancellation off and log in), the one for a
 * merchant being cancelled (7002: cancel only), an expired WeChat authorisation (162: the
 * WeChat login starts again) and a WeChat bound to another account (165). Pure, so each
 * failure's buttons can be read in one place.
 */
function reminderProps(failure: HandledLoginFailure, answer: ReminderAnswers): HostedConfirmProps {
  if (failure.kind === 'wechat-expired' || failure.kind === 'wechat-bound-elsewhere') {
    const ok = failure.kind === 'wechat-expired' ? answer.restartWechat : answer.dismiss
    return { title: LOGIN_TEXT.noticeTitle, confirmText: LOGIN_TEXT.ok, onConfirm: ok, onCancel: ok, children: <p>{failure.message}</p> }
  }
  // An account being cancelled: answered with the buttons only; only the user's own cancellation can be called off.
  const recoverable = failure.kind === 'recoverable'
  return {
    title: LOGIN_TEXT.reminderTitle,
    hideClose: true,
    testId: 'login-reminder',
    onCancel: answer.cancel,
    ...(recoverable
      ? { confirmText: LOGIN_TEXT.recoverAndLogin, cancelText: LOGIN_TEXT.cancel, onConfirm: answer.recover }
      : { confirmText: LOGIN_TEXT.cancel, onConfirm: answer.cancel }),
    children: <p>{recoverable ? LOGIN_TEXT.recoverable(formatDateTime(failure.effectiveAt)) : failure.message}</p>,
  }
}

/**
 * Keeps the reminder of `flow`'s failed login open on the dialog host while there is one,
 * and closes it when the login form goes.
 */
export function useLoginReminder(flow: LoginFlow, { onCancel, onRestartWechat }: { onCancel: () => void; onRestartWechat: () => void }) {
  const latest = useRef({ flow, onCancel, onRestartWechat })
  latest.current = { flow, onCancel, onRestartWechat }
  const failure = flow.reminder?.failure
  useEffect(() => {
    if (!failure) return loginReminderDialog.close()
    loginReminderDialog.open(
      reminderProps(failure, {
        recover: () => void latest.current.flow.recover(),
        cancel: () => latest.current.onCancel(),
        restartWechat: () => latest.current.onRestartWechat(),
        dismiss: () => latest.current.flow.dismiss(),
      }),
    )
  }, [failure])
  useEffect(() => () => loginReminderDialog.close(), [])
}
