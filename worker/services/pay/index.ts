import { createServiceApp } from '../../lib/serviceApp'
import { invoiceRoutes } from './invoiceRoutes'
import { orderRoutes } from './orderRoutes'
import { subscriptionRoutes } from './subscriptionRoutes'

/** The built-in payment service (gateway scene 'pay'): catalogue, orders, subscriptions, packages, invoices. */
export const payService = createServiceApp().route('/', orderRoutes).route('/', subscriptionRoutes).route('/', invoiceRoutes)
