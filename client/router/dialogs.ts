import { completeInfoDialog, consultationDialog, customerServiceDialog, loginDialog, offerCheckoutDialog, pointsDialog } from '../blocks/dialogs/dialogs'

/** The dialogs' loaders, fetched on the first open of one of them (see ./dialogCode). */
const dialogCode = () => import('./dialogCode')

/**
 * Gives the dialogs that features open for one another (blocks/dialogs) their code: the app
 * shell may import every feature, the features import none of each other. Each loads on
 * its first open, never with the page, through ./dialogCode: one small fetch more on the
 * first open, so that their files' lists stay out of every page's first download.
 */
export function provideDialogs(): void {
  loginDialog.provide(() => dialogCode().then((code) => code.login()))
  completeInfoDialog.provide(() => dialogCode().then((code) => code.completeInfo()))
  consultationDialog.provide(() => dialogCode().then((code) => code.consultation()))
  pointsDialog.provide(() => dialogCode().then((code) => code.points()))
  offerCheckoutDialog.provide(() => dialogCode().then((code) => code.offerCheckout()))
  // The app's 在线客服 (the chat once logged in, and the login, consultation and IM code it reaches). Given here, not by
  // the entry's module: that module shares a chunk with the ad landings' lazy code, which gives a landing's own.
  customerServiceDialog.provide(() => import('../features/customerService/CustomerServiceDialog'))
}
