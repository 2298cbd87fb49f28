import type { ActivityInfo, OfferCard } from '../../../shared/contracts/activity'
import { showToast } from '../../lib/toast'

/**
 * INTEGRATION POINT (payments): buying an offer card. The payment service and its QR
 * dialog are built on other branches (shared/contracts/pay.ts, client/features/payment/).
 * The integrator replaces this body with: gen_package_trace_id (activityPaths.
 * genPackageTraceId) for `card`, then the payment service's activity order
 * (order/create_pay, payment scene 2 — 3 for activity-ex) with the trace id and
 * `activity.uuid`, then the payment QR dialog. Until then it tells the visitor.
 */
export async function startActivityPurchase(activity: ActivityInfo, card: OfferCard): Promise<void> {
  void activity
  void card
  showToast('支付通道即将开放，请联系客服 400-800-6688 购买')
}
