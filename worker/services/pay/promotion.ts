import { openPromotion, promotionPriceOf, type PromotionTimes, type SaleWindow } from '../../../shared/promotion'
import { PaymentScene } from '../../../shared/scenes'
import type { ProductRow } from './catalogue'

/**
 * The promotion window open now, read from the global config row (the main service's
 * ow_config, read only). No row (a fresh database) means no promotion.
 */
export async function promotionWindow(db: D1Database, now: number): Promise<SaleWindow | null> {
  const times = await db
    .prepare('SELECT seckill_purchase_start_at, seckill_purchase_end_at, promotion_purchase_start_at, promotion_purchase_end_at FROM ow_config WHERE id = 1')
    .first<PromotionTimes>()
  return times ? openPromotion(times, now) : null
}

/**
 * What an official-site order of a product sells at: a one-time piece product with a
 * promotion price sells at it while the config's promotion window is open, and that order
 * is made in payment scene 5 (promotion-ex); anything else keeps its list price and scene.
 * The window is judged here, at the order, never from what the page believed.
 */
export async function promotedSale(db: D1Database, product: ProductRow, payScene: number, now: number): Promise<{ product: ProductRow; payScene: number }> {
  if (product.promotion_price <= 0 || payScene === PaymentScene.Activity || payScene === PaymentScene.ActivityEx) return { product, payScene }
  const price = promotionPriceOf(product, await promotionWindow(db, now))
  return price === null ? { product, payScene } : { product: { ...product, price }, payScene: PaymentScene.PromotionEx }
}

/**
 * The scene a promo card's order (bought under the activity-ex login) is made in: 5
 * (promotion-ex) while the config's promotion window is open, the promotion the promo
 * pages sell, else 3 (activity-ex). The card keeps its own price either way.
 */
export async function promoOfferScene(db: D1Database, now: number): Promise<number> {
  return (await promotionWindow(db, now)) ? PaymentScene.PromotionEx : PaymentScene.ActivityEx
}
