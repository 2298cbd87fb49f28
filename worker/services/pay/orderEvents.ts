import type { Bindings } from '../../env'
import type { OrderRow } from './orders'

/**
 * The single hook point for what follows a payment (the points programme's first
 * purchase and repurchase rewards, spec section 9, are wired here by the integrator).
 * Each is called once per order: after the conditional update that paid or refunded it.
 * They must not throw into the payment path; failures are logged by the caller.
 */
export async function afterOrderPaid(_env: Bindings, _order: OrderRow): Promise<void> {}

export async function afterOrderRefunded(_env: Bindings, _order: OrderRow): Promise<void> {}
