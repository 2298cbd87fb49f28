import { CardTier, GiftType } from '../../shared/contracts/activity'
import { auditStatement } from './audit'
import type { Viewer } from './views'

/**
 * An activity's gifts and offer cards from the console (issue 29). A gift is one of the
 * seven types of spec section 3 with its count (amount and unit); an offer card sells a
 * product of the payment service's catalogue at the activity's price, which is that
 * product's price or less (the catalogue's list price is shown struck through). Each change
 * and its audit entry are one batch; what visitors already hold stays valid: a claimed gift
 * keeps its type and is never deleted, a card someone has started buying is never deleted.
 */

export const GIFT_TYPE_LABELS: Record<number, string> = {
  [GiftType.Virtual]: '虚拟物品（兑换码）',
  [GiftType.Real]: '实物',
  [GiftType.Rights]: '权益',
  [GiftType.Storage]: '云端存储',
  [GiftType.LiteEffect]: '轻效果',
  [GiftType.AigcPoints]: 'AIGC 点数',
  [GiftType.Points]: '积分',
}

export const TIER_LABELS: Record<number, string> = {
  [CardTier.Trial]: '体验版',
  [CardTier.Basic]: '基础版',
  [CardTier.Private]: '私享版',
  [CardTier.Deluxe]: '尊享版',
}

export interface GiftRow {
  id: number
  type: number
  name: string
  amount: number
  unit: string
  /** How many activity users have it (the gift ledger). */
  claimed: number
}

export interface CardRow {
  id: number
  tier: number
  name: string
  product_id: number
  price: number
  original_price: number
  /** JSON list of selling points. */
  features: string
  gift_id: number | null
  sort: number
  /** Purchases started with it (package traces): such a card stays. */
  traces: number
}

export interface CatalogueProduct {
  id: number
  name: string
  price: number
  original_price: number
}

/** The forms as typed: given back unchanged when refused. `id` is empty for a new one. */
export type GiftForm = Record<'id' | 'type' | 'name' | 'amount' | 'unit', string>
export type CardForm = Record<'id' | 'product_id' | 'tier' | 'name' | 'price' | 'features' | 'gift_id' | 'sort', string>

export const GIFT_FIELDS = ['id', 'type', 'name', 'amount', 'unit'] as const satisfies readonly (keyof GiftForm)[]
export const CARD_FIELDS = ['id', 'product_id', 'tier', 'name', 'price', 'features', 'gift_id', 'sort'] as const satisfies readonly (keyof CardForm)[]

export const EMPTY_GIFT: GiftForm = { id: '', type: String(GiftType.Points), name: '', amount: '1', unit: '' }
export const EMPTY_CARD: CardForm = { id: '', product_id: '', tier: String(CardTier.Basic), name: '', price: '', features: '', gift_id: '', sort: '0' }

export interface ActivityExtras {
  gifts: GiftRow[]
  cards: CardRow[]
  products: CatalogueProduct[]
}

export async function activityExtras(db: D1Database, uuid: string): Promise<ActivityExtras> {
  const [gifts, cards, products] = await db.batch<GiftRow | CardRow | CatalogueProduct>([
    db
      .prepare(
        'SELECT g.id, g.type, g.name, g.amount, g.unit, (SELECT COUNT(*) FROM activity_gift_credits c WHERE c.gift_id = g.id) AS claimed FROM activity_gifts g WHERE g.activity_uuid = ? ORDER BY g.id',
      )
      .bind(uuid),
    db
      .prepare(
        `SELECT c.id, c.tier, c.name, c.product_id, c.price, c.original_price, c.features, c.gift_id, c.sort,
           (SELECT COUNT(*) FROM activity_package_traces t WHERE t.card_id = c.id) AS traces
         FROM activity_cards c WHERE c.activity_uuid = ? ORDER BY c.sort, c.tier, c.id`,
      )
      .bind(uuid),
    db.prepare('SELECT id, name, price, original_price FROM pay_products WHERE on_sale = 1 ORDER BY app_id, sort, id'),
  ])
  return { gifts: gifts!.results as GiftRow[], cards: cards!.results as CardRow[], products: products!.results as CatalogueProduct[] }
}

export function formOfGift(row: GiftRow): GiftForm {
  return { id: String(row.id), type: String(row.type), name: row.name, amount: String(row.amount), unit: row.unit }
}

export function formOfCard(row: CardRow): CardForm {
  return {
    id: String(row.id),
    product_id: String(row.product_id),
    tier: String(row.tier),
    name: row.name,
    price: (row.price / 100).toFixed(2),
    features: (JSON.parse(row.features) as string[]).join('\n'),
    gift_id: row.gift_id === null ? '' : String(row.gift_id),
    sort: String(row.sort),
  }
}

/** The catalogue's list price a card is compared with: the product's original price when it has one. */
export function listPrice(product: CatalogueProduct): number {
  return Math.max(product.price, product.original_price)
}

type Outcome = { ok: true; message: string } | { ok: false; message: string }

const refuse = (message: string): Outcome => ({ ok: false, message })

function existingId(text: string, rows: readonly { id: number }[]): number | null | undefined {
  if (text === '') return null // a new one
  const id = Number(text)
  return rows.some((row) => row.id === id) ? id : undefined
}

/** Adds, changes or deletes one gift of an activity. */
export async function saveGift(db: D1Database, viewer: Viewer, uuid: string, form: GiftForm, remove: boolean, now: number, requestId = ''): Promise<Outcome> {
  const { gifts, cards } = await activityExtras(db, uuid)
  const id = existingId(form.id, gifts)
  if (id === undefined) return refuse('赠品不存在')
  const before = gifts.find((gift) => gift.id === id) ?? null
  const audit = (action: string, after: unknown) =>
    auditStatement(db, viewer, { action, target: `activity:${uuid}`, before, after }, now, requestId, { onlyIfPreviousChanged: true })
  if (remove) {
    if (!before) return refuse('赠品不存在')
    if (before.claimed > 0) return refuse(`已有 ${before.claimed} 人领取该赠品，不能删除`)
    if (cards.some((card) => card.gift_id === before.id)) return refuse('有优惠卡片赠送该赠品，请先修改卡片')
    const [deleted] = await db.batch([
      db
        .prepare(
          'DELETE FROM activity_gifts WHERE id = ? AND activity_uuid = ? AND NOT EXISTS (SELECT 1 FROM activity_gift_credits WHERE gift_id = activity_gifts.id) AND NOT EXISTS (SELECT 1 FROM activity_cards WHERE gift_id = activity_gifts.id)',
        )
        .bind(before.id, uuid),
      audit('activity.gift.delete', null),
    ])
    return deleted?.meta.changes === 1 ? { ok: true, message: `赠品“${before.name}”已删除` } : refuse('该赠品刚被领取或被卡片使用，不能删除')
  }
  const type = Number(form.type)
  if (!(type in GIFT_TYPE_LABELS)) return refuse('请选择赠品类型')
  const name = form.name.trim()
  if (!name || name.length > 30) return refuse('赠品名称为 1-30 个字')
  if (!/^\d{1,9}$/.test(form.amount.trim()) || Number(form.amount) < 1) return refuse('赠品数量为正整数')
  const unit = form.unit.trim()
  if (unit.length > 8) return refuse('单位不能超过 8 个字')
  if (before && before.claimed > 0 && before.type !== type) return refuse(`已有 ${before.claimed} 人领取该赠品，不能修改类型`)
  const after = { type, name, amount: Number(form.amount.trim()), unit }
  if (!before) {
    if (gifts.length >= 20) return refuse('每个活动最多 20 个赠品')
    await db.batch([
      db.prepare('INSERT INTO activity_gifts (activity_uuid, type, name, amount, unit) VALUES (?, ?, ?, ?, ?)').bind(uuid, type, name, after.amount, unit),
      audit('activity.gift.create', after),
    ])
    return { ok: true, message: `已添加赠品“${name}”` }
  }
  // A claimed gift keeps its type (checked again in the statement: a claim may land in between).
  const [updated] = await db.batch([
    db
      .prepare(
        'UPDATE activity_gifts SET type = ?1, name = ?2, amount = ?3, unit = ?4 WHERE id = ?5 AND activity_uuid = ?6 AND (type = ?1 OR NOT EXISTS (SELECT 1 FROM activity_gift_credits WHERE gift_id = ?5))',
      )
      .bind(type, name, after.amount, unit, before.id, uuid),
    audit('activity.gift.update', after),
  ])
  return updated?.meta.changes === 1 ? { ok: true, message: `赠品“${name}”已保存` } : refuse('该赠品刚被领取，不能修改类型')
}

/** Adds, changes or deletes one offer card of an activity. */
export async function saveCard(db: D1Database, viewer: Viewer, uuid: string, form: CardForm, remove: boolean, now: number, requestId = ''): Promise<Outcome> {
  const { gifts, cards, products } = await activityExtras(db, uuid)
  const id = existingId(form.id, cards)
  if (id === undefined) return refuse('优惠卡片不存在')
  const before = cards.find((card) => card.id === id) ?? null
  const audit = (action: string, after: unknown) =>
    auditStatement(db, viewer, { action, target: `activity:${uuid}`, before, after }, now, requestId, { onlyIfPreviousChanged: true })
  if (remove) {
    if (!before) return refuse('优惠卡片不存在')
    if (before.traces > 0) return refuse('已有用户下单该卡片，不能删除')
    const [deleted] = await db.batch([
      db
        .prepare(
          'DELETE FROM activity_cards WHERE id = ? AND activity_uuid = ? AND NOT EXISTS (SELECT 1 FROM activity_package_traces WHERE card_id = activity_cards.id)',
        )
        .bind(before.id, uuid),
      audit('activity.card.delete', null),
    ])
    return deleted?.meta.changes === 1 ? { ok: true, message: `优惠卡片“${before.name}”已删除` } : refuse('已有用户下单该卡片，不能删除')
  }
  const product = products.find((item) => String(item.id) === form.product_id)
  if (!product) return refuse('请从商品目录中选择在售商品')
  const tier = Number(form.tier)
  if (!(form.tier in TIER_LABELS)) return refuse('请选择套餐档位')
  const name = form.name.trim() || product.name
  if (name.length > 20) return refuse('卡片名称不能超过 20 个字')
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(form.price.trim())) return refuse('活动价应为最多两位小数的元数，如 199.00')
  const price = Math.round(Number(form.price.trim()) * 100)
  if (price <= 0) return refuse('活动价必须大于 0')
  if (price > product.price) return refuse(`活动价不能高于商品目录价 ${(product.price / 100).toFixed(2)} 元`)
  const features = form.features
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  if (features.length > 8 || features.some((line) => line.length > 30)) return refuse('卖点最多 8 条，每条不超过 30 字')
  const giftId = form.gift_id === '' ? null : Number(form.gift_id)
  if (giftId !== null && !gifts.some((gift) => gift.id === giftId)) return refuse('购买赠品须是本活动的赠品')
  if (!/^\d{1,3}$/.test(form.sort.trim())) return refuse('排序为 0-999 的整数')
  const after = {
    tier,
    name,
    product_id: product.id,
    price,
    original_price: listPrice(product),
    features: JSON.stringify(features),
    gift_id: giftId,
    sort: Number(form.sort.trim()),
  }
  const values = [tier, name, product.id, price, after.original_price, after.features, giftId, after.sort] as const
  if (!before) {
    if (cards.length >= 12) return refuse('每个活动最多 12 张优惠卡片')
    await db.batch([
      db
        .prepare(
          'INSERT INTO activity_cards (tier, name, product_id, price, original_price, features, gift_id, sort, activity_uuid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(...values, uuid),
      audit('activity.card.create', after),
    ])
    return { ok: true, message: `已添加优惠卡片“${name}”` }
  }
  await db.batch([
    db
      .prepare(
        'UPDATE activity_cards SET tier = ?, name = ?, product_id = ?, price = ?, original_price = ?, features = ?, gift_id = ?, sort = ? WHERE id = ? AND activity_uuid = ?',
      )
      .bind(...values, before.id, uuid),
    audit('activity.card.update', after),
  ])
  return { ok: true, message: `优惠卡片“${name}”已保存` }
}
