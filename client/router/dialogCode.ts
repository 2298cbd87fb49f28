/**
 * The code of the dialogs the app shell provides (client/router/dialogs.ts), in a chunk of
 * its own that the first open of one of them fetches: each dynamic import carries the list of
 * files its dialog needs, and in the shell's chunk those lists were part of every page's first
 * download (0.6 kB gzip, decision 037).
 */
export const login = () => import('../features/login/LoginDialog')
export const completeInfo = () => import('../features/completeInfo/CompleteInfoDialog')
export const consultation = () => import('../features/consultation/ConsultationDialog')
export const points = () => import('../features/points/dialog')
export const offerCheckout = () => import('../features/payment/OfferCheckoutDialog')
