import { completeInfoDialog, consultationDialog, loginDialog, offerCheckoutDialog, pointsDialog } from '../blocks/dialogs/dialogs'

/**
 * Gives the dialogs that features open for one another (blocks/dialogs) their code: the app
 * shell may import every feature, the features import none of each other. Each loads on
 * its first open, never with the page.
 */
export function provideDialogs(): void {
  loginDialog.provide(() => import('../features/login/LoginDialog'))
  completeInfoDialog.provide(() => import('../features/completeInfo/CompleteInfoDialog'))
  consultationDialog.provide(() => import('../features/consultation/ConsultationDialog'))
  pointsDialog.provide(() => import('../features/points/dialog'))
  offerCheckoutDialog.provide(() => import('../features/payment/OfferCheckoutDialog'))
}
