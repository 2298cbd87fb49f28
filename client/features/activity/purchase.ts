import type { ActivityInfo, OfferCard } from '../../../shared/contracts/activity'
import { activityPaths } from '../../../shared/contracts/plain/activity'
import type { PaymentScene } from '../../../shared/scenes'
import type { ApiClient } from '../../lib/api/client'
import { openOfferCheckout } from '../payment/offerCheckout'

/**
 * Buys an offer card: gen_package_trace_id names the card for this activity login (and
 * answers its payment scene, 2 or 3), then the payment QR dialog charges the card's price
 * under that login; the payment service credits the card's gift once the order is paid.
 */
export async function startActivityPurchase(api: ApiClient, activity: ActivityInfo, card: OfferCard): Promise<void> {
  const trace = await api.request({
    scene: 'activity',
    method: 'POST',
    path: activityPaths.genPackageTraceId,
    body: { uuid: activity.uuid, card_id: card.id },
    response: () => import('../../../shared/contracts/activity').then((c) => c.genPackageTraceIdResponse),
  })
  await openOfferCheckout(api, {
    productId: trace.product_id,
    price: card.price,
    name: card.name,
    traceId: trace.trace_id,
    payScene: trace.pay_scene as PaymentScene,
    activityUuid: activity.uuid,
    returnPath: `${location.pathname}${location.search}`,
  })
}
