import { activityCalls } from '../../../shared/contracts/activity'
import type { ActivityInfo, OfferCard } from '../../../shared/contracts/schemas/activity'
import { activityLoginScene, type PaymentScene } from '../../../shared/scenes'
import type { ApiClient } from '../../lib/api/client'
import { offerCheckoutDialog } from '../../blocks/dialogs/dialogs'
import { withoutReturnParams, type OfferTrace } from '../../blocks/checkout/openOrder'

/**
 * Buys an offer card: gen_package_trace_id names the card for the activity's campaign login
 * (and answers its payment scene: 2, or 3 for the promotions' activity-ex login), then the
 * pay dialog charges the card's price under that login (a QR on a computer, the channel's
 * mobile page on a phone, which returns to this page); the payment service credits the
 * card's gift once the order is paid. With `resume`, the dialog watches that order, back
 * from the channel, in a fresh trace's scene.
 */
export async function startActivityPurchase(api: ApiClient, activity: ActivityInfo, card: OfferCard, resume?: string): Promise<void> {
  const trace = await api.call(activityCalls.genPackageTraceId, { body: { uuid: activity.uuid, card_id: card.id }, login: activityLoginScene(activity.family) })
  await resumeActivityPurchase(card, { activityUuid: activity.uuid, cardId: card.id, traceId: trace.trace_id, payScene: trace.pay_scene }, resume)
}

/** Opens the pay dialog for a card whose trace is known: the one its order left open was placed with. */
export async function resumeActivityPurchase(card: OfferCard, trace: OfferTrace, resume?: string): Promise<void> {
  offerCheckoutDialog.open({
    cardId: card.id,
    productId: card.product_id,
    price: card.price,
    name: card.name,
    traceId: trace.traceId,
    payScene: trace.payScene as PaymentScene,
    activityUuid: trace.activityUuid,
    returnPath: withoutReturnParams(location.pathname, location.search),
    resume,
  })
}
