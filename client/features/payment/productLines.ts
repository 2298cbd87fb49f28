import type { Product } from '../../../shared/contracts/schemas/pay'
import { BillingCycle, BusinessType } from '../../../shared/payEnums'
import { formatBytes } from '../../lib/format'
import { PAY_TEXT } from './messages'
import { yuan } from './price'

const count = (value: number) => value.toLocaleString('zh-CN')

/** What a card lists as included: the product's own lines, else its counts, storage and validity. */
export function includedLines(product: Product): string[] {
  if (product.features.length > 0) return product.features
  const lines: string[] = []
  if (product.count > 0) {
    if (product.business_type === BusinessType.LiteEffect) lines.push(PAY_TEXT.included.lite(count(product.count)))
    else if (product.business_type === BusinessType.Token) lines.push(PAY_TEXT.included.tokens(count(product.count)))
    else if (product.business_type !== BusinessType.Storage) lines.push(PAY_TEXT.included.photos(count(product.count)))
  }
  if (product.storage > 0) lines.push(PAY_TEXT.included.storage(formatBytes(product.storage)))
  if (product.duration > 0 && product.cycle === BillingCycle.OneTime) lines.push(PAY_TEXT.included.validity(product.duration))
  return lines
}

/** The price's unit: per month, per year, or once. */
export function cycleUnit(cycle: number): string {
  if (cycle === BillingCycle.Monthly) return PAY_TEXT.perMonth
  if (cycle === BillingCycle.Yearly) return PAY_TEXT.perYear
  return ''
}

/** "低至 ¥0.30/张" for per-photo packages with a count. */
export function perPhotoNote(product: Product): string | undefined {
  if (product.count <= 0 || (product.business_type !== BusinessType.Piece && product.business_type !== BusinessType.Combination)) return undefined
  return PAY_TEXT.perPhoto(yuan(product.price / product.count))
}
