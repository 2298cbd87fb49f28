import { useEffect, useState } from 'react'
import { DEFAULT_SOURCE_ID } from '../../../shared/constants'
import { isWeChat } from '../../../shared/inAppBrowser'
import { ProductApp } from '../../../shared/payEnums'
import type { OfferCheckout } from '../../blocks/dialogs/dialogs'
import type { DialogControls } from '../../components/dialogStore'
import { useApi } from '../../lib/api/context'
import { showToast } from '../../lib/toast'
import { fetchProducts } from './api/productList'
import PayDialog from './components/PayDialog'
import { PAY_TEXT } from './messages'

type Product = Awaited<ReturnType<typeof fetchProducts>>[number]

/**
 * The pay dialog for an activity's offer card (`offerCheckoutDialog` of blocks/dialogs):
 * finds the catalogue product the card sells, then shows it with the card's name and price,
 * paid in the activity's payment scene; a product the catalogue no longer has is refused.
 */
export default function OfferCheckoutDialog({ onClose, open: _open, ...offer }: OfferCheckout & DialogControls) {
  const api = useApi()
  const [product, setProduct] = useState<Product>()
  useEffect(() => {
    let current = true
    setProduct(undefined)
    fetchProducts(api, ProductApp.Cake).then(
      (products) => {
        if (!current) return
        const found = products.find((each) => each.id === offer.productId)
        if (found) return setProduct(found)
        showToast(PAY_TEXT.offerUnavailable)
        onClose()
      },
      // The API client has told the visitor.
      () => current && onClose(),
    )
    return () => {
      current = false
    }
  }, [api, onClose, offer.productId, offer.traceId, offer.resume])
  if (!product) return null
  return (
    <PayDialog
      product={{ ...product, name: offer.name, price: offer.price }}
      sourceId={DEFAULT_SOURCE_ID}
      activityUuid={offer.activityUuid}
      returnPath={offer.returnPath}
      inWechat={isWeChat(navigator.userAgent)}
      activityOffer={{ cardId: offer.cardId, traceId: offer.traceId, payScene: offer.payScene }}
      resume={offer.resume}
      onClose={onClose}
    />
  )
}
