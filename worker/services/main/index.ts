import { configCalls } from '../../../shared/contracts/config'
import { ok } from '../../../shared/contracts/envelope'
import { createServiceApp } from '../../lib/serviceApp'
import { servesCalls } from '../../lib/serve'
import { readGlobalConfig } from './config'
import { pointsRoutes } from './points/routes'
import { userRoutes } from './user/routes'

/** The built-in main service: the global config, users and points (the gateway mounts common, ads and activity's common calls beside it on the main API). */
export const mainService = createServiceApp()
// The global config is routed first, as before the routes below.
servesCalls(mainService)(configCalls.global, async (c) => ok(await readGlobalConfig(c.env.DB)))
mainService.route('/', userRoutes).route('/', pointsRoutes)

// What other services, the app, the scheduler, the operator console and the sandbox use of users, points and the config.
export { bindingOfUser, createAccount, findAccountByPhone, onAccountCreated } from './user/accounts'
export { completeDueCancellations } from './user/cancellations'
export { WECHAT_CALLBACK_PATH, wechatCallbackRoutes } from './user/wechatCallback'
export { pendingQrs, recordScan, type PendingQr, type ScanResult } from './user/wechatQr'
export { exchangeDeduct, exchangeRefund, InsufficientPoints } from './points/exchange'
export { reportExport } from './points/exports'
export { expirePoints } from './points/jobs'
export { findMember } from './points/members'
export { creditStatement, ledgerSum } from './points/ledger'
export { GLOBAL_CONFIG_CACHE_KEY } from './config'
export { awardPurchasePoints, reversePurchasePoints } from './points/purchaseTasks'
