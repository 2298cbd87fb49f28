import { DEFAULT_SOURCE_ID } from '../../../shared/constants'
import { isWeChat } from '../../../shared/inAppBrowser'
import { ProductApp } from '../../../shared/payEnums'
import type { PaymentScene } from '../../../shared/scenes'
import { defineDialog } from '../../components/dialogStore'
import type { ApiClient } from '../../lib/api/client'
import { showToast } from '../../lib/toast'
import { fetchProducts } from './api/productList'
import type { PayDialogProps } from './components/PayDialog'
import { PAY_TEXT } from './messages'

/** The payment QR dialog, opened through the dialog host by pages that are not /payment. */
export const payDialog = defineDialog<Omit<PayDialogProps, 'onClose'>>(() => import('./components/PayDialog'))

/** An activity's offer card, as gen_package_trace_id answered it. */
export interface OfferCheckout {
  cardId: number
  productId: number
  /** Cents: the card's price, which the payment service charges. */
  price: number
  name: string
  traceId: string
  payScene: PaymentScene
  activityUuid: string
  /** Where the success page returns to (the activity page). */
  returnPath: string
  /** The order to watch, back on the activity page from WeChat's sheet or a channel's mobile page. */
  resume?: string
}

/**
 * Opens the pay dialog for an offer card: the catalogue product it sells, shown with the
 * card's name and price, paid in the activity's payment scene under its activity login (a
 * QR on a computer, the channel's mobile page on a phone); with `resume`, the order back
 * from the channel.
 */
export async function openOfferCheckout(api: ApiClient, offer: OfferCheckout): Promise<void> {
  const products = await fetchProducts(api, ProductApp.Cake)
  const product = products.find((each) => each.id === offer.productId)
  if (!product) return showToast(PAY_TEXT.offerUnavailable)
  payDialog.open({
    product: { ...product, name: offer.name, price: offer.price },
    sourceId: DEFAULT_SOURCE_ID,
    activityUuid: offer.activityUuid,
    returnPath: offer.returnPath,
    inWechat: isWeChat(navigator.userAgent),
    activityOffer: { cardId: offer.cardId, traceId: offer.traceId, payScene: offer.payScene },
    resume: offer.resume,
  })
}
