import { createServiceApp } from '../../lib/serviceApp'
import { activityRoutes } from './activityRoutes'
import { authRoutes } from './authRoutes'
import { groupRoutes } from './groupRoutes'
import { salesRoutes } from './salesRoutes'
import { storageRoutes } from './storageRoutes'

/** The built-in activity service (spec section 7, "Activity service" and "Org info"), on D1. */
export const activityService = createServiceApp()
  .route('/', authRoutes)
  .route('/', activityRoutes)
  .route('/', storageRoutes)
  .route('/', salesRoutes)
  .route('/', groupRoutes)

/** Activity's calls on the main API (org info, activity state), which the gateway mounts beside the main service. */
export { activityCommonRoutes } from './commonRoutes'
// What pay and the sandbox use of campaigns.
export { activityOfferOf, activityUserPhone, creditOfferPurchase } from './offers'
export { confirmScan } from './orgInfo'
// What the gateway wires to the main service's account creation: the gifts kept for the phone.
export { deliverGiftsOfPhone } from './delivery'
export type { ActivityRow } from './activities'
// The console's preview shows the share link the service gives an activity.
export { activityLink } from './activities'
