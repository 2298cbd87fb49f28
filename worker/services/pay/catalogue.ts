import type { Product } from '../../../shared/contracts/schemas/pay'
import { PAY_MESSAGES } from '../../../shared/payMessages'
import { PayCode, ProductKind } from '../../../shared/payEnums'
import { ServiceError } from '../../lib/serviceApp'

export interface ProductRow {
  id: number
  name: string
  kind: 'piece' | 'union'
  app_id: number
  business_type: number
  price: number
  original_price: number
  promotion_price: number
  cycle: number
  count: number
  storage: number
  points: number
  duration: number
  theme: number
  creative_type: number | null
  tier: number
  pay_methods: string
  features: string
  platforms: string
  description: string
}

function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? (value as T[]) : []
  } catch {
    return []
  }
}

export function productOf(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    app_id: row.app_id,
    business_type: row.business_type as Product['business_type'],
    price: row.price,
    original_price: row.original_price,
    promotion_price: row.promotion_price,
    cycle: row.cycle as Product['cycle'],
    // Per-photo count for piece/combination packages; uses or points for the others.
    count: row.count || row.points,
    storage: row.storage,
    duration: row.duration,
    theme: row.theme as Product['theme'],
    creative_type: row.creative_type as Product['creative_type'],
    tier: row.tier as Product['tier'],
    pay_methods: jsonList(row.pay_methods),
    features: jsonList(row.features),
    description: row.description,
    platforms: jsonList(row.platforms),
  }
}

export async function listProducts(db: D1Database, appId: number, kind: ProductKind, platform?: number): Promise<Product[]> {
  const { results } = await db
    .prepare('SELECT * FROM pay_products WHERE app_id = ? AND kind = ? AND on_sale = 1 ORDER BY sort, id')
    .bind(appId, kind)
    .all<ProductRow>()
  const products = results.map(productOf)
  return platform === undefined ? products : products.filter((product) => product.platforms.includes(platform as never))
}

/** A product on sale, or the "no such product" refusal. */
export async function findProduct(db: D1Database, productId: number, appId?: number): Promise<ProductRow> {
  const row = await db.prepare('SELECT * FROM pay_products WHERE id = ? AND on_sale = 1').bind(productId).first<ProductRow>()
  if (!row || (appId !== undefined && row.app_id !== appId)) throw new ServiceError(PayCode.ProductNotFound, PAY_MESSAGES.productNotFound)
  return row
}

export function acceptsMethod(row: ProductRow, payType: number): boolean {
  return jsonList<number>(row.pay_methods).includes(payType)
}
