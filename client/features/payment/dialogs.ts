import type { ComponentProps } from 'react'
import { defineDialog } from '../../components/dialogStore'
import type { CancelRenewDialog } from './components/CancelRenewDialog'
import type { PayDialogProps } from './components/PayDialog'

/*
 * The payment pages' dialogs, on the shared dialog host; each one's code loads when it
 * opens, not with the page.
 */

/** The pricing page's pay dialog (QR, polling, the channels' flows). */
export const payDialog = defineDialog<Omit<PayDialogProps, 'onClose'>>(() => import('./components/PayDialog'))

/** Cancelling auto-renewal, from the packages page. */
export const cancelRenewDialog = defineDialog<Omit<ComponentProps<typeof CancelRenewDialog>, 'onClose'>>(() =>
  import('./components/CancelRenewDialog').then((module) => ({ default: module.CancelRenewDialog })),
)
