import { createServiceApp } from '../../lib/serviceApp'
import { invoiceRoutes } from './invoiceRoutes'
import { orderRoutes } from './orderRoutes'
import { subscriptionRoutes } from './subscriptionRoutes'

/** The built-in payment service (gateway scene 'pay'): catalogue, orders, subscriptions, packages, invoices. */
export const payService = createServiceApp().route('/', orderRoutes).route('/', subscriptionRoutes).route('/', invoiceRoutes)

// The channels' notifications and the WeChat JSAPI page, which the app mounts outside the API.
export { contractNotifyRoutes } from './contractNotifyRoutes'
export { notifyRoutes } from './notifyRoutes'
export { wechatJsapiRoutes } from './wechatJsapiPage'
// What the scheduler, the operator console and the sandbox use of payments.
export { runPayJobs, chargeSubscriptions, closeExpiredOrders, sendRenewalNotices } from './jobs'
export { applyNotification, handleNotification, type NotificationOutcome } from './notifications'
export { closeOrder, findOrder, type OrderRow } from './orders'
export { failInvoice, issueInvoice } from './invoices'
export { handleContractNotification } from './contracts'
export { findContract } from './subscriptions'
export { CHANNEL_EXPIRY_MARGIN_SECONDS } from './context'
export { listMismatches, listRuns, reconcileDay, type Mismatch, type MismatchKind, type ReconciliationRun } from './reconcile'

// What the operator console uses of invoices (issue 29).
export { INVOICE_FILES_PATH, invoiceFileRoutes, invoicePdfKey, isPdf, MAX_INVOICE_PDF_BYTES } from './invoiceFiles'
export { failInvoiceStatements, issueInvoiceStatement, type InvoiceRow } from './invoices'
