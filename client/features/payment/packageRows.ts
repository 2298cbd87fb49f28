import type { PackageItem } from '../../../shared/contracts/schemas/payAccount'
import type { RemainingAssets } from '../../../shared/contracts/schemas/userInfo'
import { BusinessType } from '../../../shared/payEnums'
import { formatBytes } from '../../lib/format'
import { PACKAGE_TEXT } from './packageMessages'
import { formatDate } from './price'

/** The figures a package card lists: counts, storage, lite or creative points, validity. */
export function packageRows(item: PackageItem): Array<[string, string]> {
  const rows: Array<[string, string]> = []
  if (item.total_count > 0) rows.push([PACKAGE_TEXT.counts, `${item.left_count.toLocaleString('zh-CN')} / ${item.total_count.toLocaleString('zh-CN')}`])
  if (item.total_space > 0) rows.push([PACKAGE_TEXT.storage, `${formatBytes(item.left_space)} / ${formatBytes(item.total_space)}`])
  if (item.total_points > 0) {
    const label = item.business_type === BusinessType.LiteEffect ? PACKAGE_TEXT.lite : PACKAGE_TEXT.tokens
    rows.push([label, `${item.left_points.toLocaleString('zh-CN')} / ${item.total_points.toLocaleString('zh-CN')}`])
  }
  rows.push([PACKAGE_TEXT.validity, `${formatDate(item.valid_from)} 至 ${formatDate(item.valid_until)}`])
  return rows
}

/** Share of a package used, 0..1, for its meter (counts first, else storage, else points). */
export function usedShare(item: PackageItem): number {
  const [left, total] =
    item.total_count > 0
      ? [item.left_count, item.total_count]
      : item.total_space > 0
        ? [item.left_space, item.total_space]
        : [item.left_points, item.total_points]
  if (total <= 0) return 0
  return Math.min(1, Math.max(0, (total - left) / total))
}

/**
 * The preset percentages of spec section 9 (3, 30, 50, 0), as the package meter uses them:
 * anything left shows at least 3 % (a sliver, not an empty bar); 30 % or less left is low,
 * 50 % or less is half used up; 0 is nothing left.
 */
export const METER_PERCENT = { least: 3, low: 30, half: 50, none: 0 } as const

export type MeterLevel = 'none' | 'low' | 'half' | 'plenty'

/** What a package's meter shows: the share left in whole percent, and how low that is. */
export function meterOf(item: PackageItem): { percent: number; level: MeterLevel } {
  const left = 1 - usedShare(item)
  if (left <= 0) return { percent: METER_PERCENT.none, level: 'none' }
  const percent = Math.max(METER_PERCENT.least, Math.round(left * 100))
  const level = percent <= METER_PERCENT.low ? 'low' : percent <= METER_PERCENT.half ? 'half' : 'plenty'
  return { percent, level }
}

/** One remaining asset of the account as "left / total unit" ("1,280 / 3,000 张", "64.5 / 100 GB"). */
export function assetLine(asset: RemainingAssets['asset_items'][number]): string {
  const figure = (value: number) => value.toLocaleString('zh-CN', { maximumFractionDigits: 2 })
  return `${figure(asset.left)} / ${figure(asset.total)}${asset.unit ? ` ${asset.unit}` : ''}`
}
