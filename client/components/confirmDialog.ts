import type { HostedConfirmProps } from './ConfirmDialog'
import { defineDialog, type DialogHandle } from './dialogStore'

/**
 * A page's own question on the dialog host (decision 007), opened with its title, text and
 * answers: `const unbindConfirm = defineConfirmDialog()` at module level, then
 * `unbindConfirm.open({ title, children, onConfirm })`. The confirm's code loads on first use.
 */
export function defineConfirmDialog(): DialogHandle<HostedConfirmProps> {
  return defineDialog<HostedConfirmProps>(() => import('./ConfirmDialog').then((module) => ({ default: module.HostedConfirmDialog })))
}
