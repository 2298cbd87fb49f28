import { defineConfirmDialog } from '../../components/confirmDialog'
import { defineDialog } from '../../components/dialogStore'
import type { CancelKind } from './CancelAccountDialog'
import type { SafetyVerifyDialogProps } from './SafetyVerifyDialog'

/*
 * The page's dialogs, on the shared dialog host: each step's dialog (the WeChat QR, the code
 * fields, MD5) loads when its step opens, not with the page (decision 018). They live apart
 * from AccountSecurity.tsx so that evaluating its styles at build time (wyw-in-js) never has
 * to run React.
 */
export const wechatBindDialog = defineDialog<{ onBound: () => void }>(() =>
  import('./WechatBindDialog').then((module) => ({ default: module.WechatBindDialog })),
)
export const safetyVerifyDialog = defineDialog<Omit<SafetyVerifyDialogProps, 'onClose'>>(() =>
  import('./SafetyVerifyDialog').then((module) => ({ default: module.SafetyVerifyDialog })),
)
export const changePhoneDialog = defineDialog<{ onChanged: () => void }>(() =>
  import('./ChangePhoneDialog').then((module) => ({ default: module.ChangePhoneDialog })),
)
export const cancelAccountDialog = defineDialog<{ accessTag: number; codeMd5: string; onCancelled: (kind: CancelKind) => void; onVerifyAgain: () => void }>(
  () => import('./CancelAccountDialog').then((module) => ({ default: module.CancelAccountDialog })),
)

/** The question before unbinding WeChat. */
export const unbindConfirmDialog = defineConfirmDialog()

/** One step of a flow at a time: opening a step closes the page's other dialogs. */
export function closeSecurityDialogs(): void {
  for (const dialog of [unbindConfirmDialog, wechatBindDialog, safetyVerifyDialog, changePhoneDialog, cancelAccountDialog]) dialog.close()
}
