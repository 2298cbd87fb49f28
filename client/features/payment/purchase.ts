import type { Product } from '../../../shared/contracts/schemas/pay'
import { payActivityUuid, paySourceId, safeReturnPath, setAutoCallPay, writePayProduct } from '../../blocks/checkout/payStore'
import { storage } from '../../lib/storage'
import { payDialog } from './dialogs'

/*
 * A purchase from the pricing page, loaded with the first tap on a card (or a return that
 * goes on with one): the pay store and the dialog's definition come with it, not with the page.
 */

/** Opens the pay dialog for a product at the price its card showed (and the deduction it showed, for a union upgrade). */
export function openPurchase(input: { product: Product; price: number; deduction?: number; redirect: string | null; resume?: string; inWechat: boolean }) {
  const priced = { ...input.product, price: input.price }
  writePayProduct(storage(), location.pathname, priced)
  payDialog.open({
    product: priced,
    // The deduction the card showed (once the service has answered), so the order charges what was shown or says 5030.
    unionDeduction: input.deduction,
    sourceId: paySourceId(storage(), location.pathname, location.search, document.cookie),
    activityUuid: payActivityUuid(location.search, document.cookie),
    returnPath: input.redirect ? safeReturnPath(input.redirect) : '/profile/packages',
    resume: input.resume,
    inWechat: input.inWechat,
  })
}

/** A visitor's purchase waits for a login: the product is kept for this path, to go on from once logged in. */
export function keepForLogin(product: Product, price: number) {
  writePayProduct(storage(), location.pathname, { ...product, price })
  setAutoCallPay(storage(), location.pathname, Date.now())
}

export function closePayDialog() {
  payDialog.close()
}
