import { DEFAULT_SOURCE_ID } from '../../../../shared/constants'
import type { PackageItem } from '../../../../shared/contracts/schemas/payAccount'
import type { Device } from '../../../../shared/contracts/schemas/device'
import type { UserInfo, imInfoSchema, orderProductsResponse, remainingAssetsSchema } from '../../../../shared/contracts/schemas/userInfo'
import { OauthTag } from '../../../../shared/enums'
import { BusinessType, UseStatus } from '../../../../shared/payEnums'
import type * as z from 'zod/mini'
import { orgCreditTotals, orgPackages } from '../../credits'
import { spendable } from '../points/ledger'

interface InfoRow {
  id: number
  name: string
  phone: string
  org_id: number | null
  is_vip: number
  access_tag: number
  access_url: string
  allow_join_points_task: number
  total_space: number
  left_space: number
  aigc_points: number
  is_hidden_aigc_count: number
  left_count_str: string
  total_count_str: string
  can_change_phone: number
  org_name: string | null
  org_tag: number | null
  pay_level: number | null
  source_id: number | null
  type_name: string | null
  ps_count_name: string | null
  level: number | null
  cake_csm: string | null
  main_user_id: number | null
  wechat_bound: number
}

/** GET user/info: every field of spec section 3, from the account, its organisation and its WeChat binding. */
export async function readUserInfo(db: D1Database, userId: number, now: number): Promise<UserInfo | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.name, u.phone, u.org_id, u.is_vip, u.access_tag, u.access_url, u.allow_join_points_task,
         u.total_space, u.left_space, u.aigc_points, u.is_hidden_aigc_count, u.left_count_str, u.total_count_str, u.can_change_phone,
         o.name AS org_name, o.tag AS org_tag, o.pay_level, o.source_id, o.type_name, o.ps_count_name, o.level, o.cake_csm, o.main_user_id,
         EXISTS (SELECT 1 FROM wechat_bindings b WHERE b.user_id = u.id) AS wechat_bound
       FROM users u LEFT JOIN organisations o ON o.id = u.org_id WHERE u.id = ? AND u.deleted_at IS NULL`,
    )
    .bind(userId)
    .first<InfoRow>()
  if (!row) return null
  const { results: subscriptions } = await db
    .prepare('SELECT id, name, count, next_time FROM org_subscriptions WHERE org_id = ? ORDER BY next_time')
    .bind(row.org_id)
    .all<{ id: number; name: string; count: number; next_time: number }>()
  const isMainAccount = row.main_user_id === row.id
  // Purchases credit the organisation (the payment service's ledger); the account's own
  // figures (granted outside this site) come first.
  const credits = row.org_id === null ? null : await orgCreditTotals(db, row.org_id, now)
  // Points are the organisation's ledger (issue 9), and only its main account has any.
  const points = isMainAccount && row.org_id !== null ? await spendable(db, row.org_id, now) : 0
  return {
    user_info: { name: row.name, phone: row.phone, id: row.id, org_id: row.org_id ?? 0, is_vip: row.is_vip === 1 },
    org_info: {
      name: row.org_name ?? '',
      tag: row.org_tag ?? 0,
      pay_level: row.pay_level ?? 0,
      source_id: row.source_id ?? DEFAULT_SOURCE_ID,
      type_name: row.type_name ?? '',
      ps_count_name: row.ps_count_name ?? '',
      subscription_active_tag: subscriptions.some((subscription) => subscription.next_time > now),
      subscriptions,
      level: row.level ?? 0,
      cake_csm: row.cake_csm ?? '',
    },
    left_count_str: addCount(row.left_count_str, credits?.leftCount ?? 0),
    total_count_str: addCount(row.total_count_str, credits?.count ?? 0),
    access_tag: row.access_tag,
    access_url: row.access_url,
    oauth_tag: row.wechat_bound ? OauthTag.WechatBound : 0,
    // Sub-accounts never join points tasks (spec section 6); the column can only narrow that.
    allow_join_points_task: isMainAccount && row.allow_join_points_task === 1,
    points,
    total_space: row.total_space + (credits?.storage ?? 0),
    left_space: row.left_space + (credits?.leftStorage ?? 0),
    aigc_points: row.aigc_points + (credits?.leftAigcPoints ?? 0),
    is_hidden_aigc_count: row.is_hidden_aigc_count === 1,
    can_change_phone: row.can_change_phone === 1,
  }
}

/** A count shown as text: numbers add up, words ('不限', unlimited) stay as they are. */
function addCount(shown: string, credited: number): string {
  return /^\d+$/.test(shown) ? String(Number(shown) + credited) : shown
}

/** The customer-support chat; it is told the organisation level, capped at 8 (spec section 9). */
const IM_URL = 'https://im.retouch.example/chat'
const IM_MAX_LEVEL = 8

export async function readImInfo(db: D1Database, userId: number, now: number): Promise<z.infer<typeof imInfoSchema>> {
  const row = await db
    .prepare('SELECT u.org_id, o.level FROM users u LEFT JOIN organisations o ON o.id = u.org_id WHERE u.id = ?')
    .bind(userId)
    .first<{ org_id: number | null; level: number | null }>()
  const query = new URLSearchParams({
    uid: String(userId),
    org_id: String(row?.org_id ?? 0),
    level: String(Math.min(row?.level ?? 0, IM_MAX_LEVEL)),
  })
  return { im_url: `${IM_URL}?${query}`, timestamp: now }
}

type AssetItem = z.infer<typeof remainingAssetsSchema>['asset_items'][number]

const GIB = 1024 ** 3
/** Two decimals, as the account's own rows keep GB. */
const hundredths = (value: number) => Math.round(value * 100) / 100

/**
 * What the organisation's packages add to each asset row, under the names and units the
 * account's own rows use: the summary above /profile/packages adds up the list below it.
 */
const PACKAGE_ASSETS: ReadonlyArray<{ name: string; unit: string; figures: (item: PackageItem) => [left: number, total: number] }> = [
  { name: '修图张数', unit: '张', figures: (item) => [item.left_count, item.total_count] },
  { name: '云存储空间', unit: 'GB', figures: (item) => [item.left_space / GIB, item.total_space / GIB] },
  { name: '轻效果', unit: '次', figures: (item) => (item.business_type === BusinessType.LiteEffect ? [item.left_points, item.total_points] : [0, 0]) },
  { name: 'AIGC 点数', unit: '点', figures: (item) => (item.business_type === BusinessType.LiteEffect ? [0, 0] : [item.left_points, item.total_points]) },
]

/** The account's own rows (granted outside this site) with the unexpired packages of its organisation added. */
export function addPackageAssets(own: readonly AssetItem[], packages: readonly PackageItem[]): AssetItem[] {
  const items = own.map((item) => ({ ...item }))
  const current = packages.filter((item) => item.use_status !== UseStatus.Expired)
  for (const asset of PACKAGE_ASSETS) {
    const [left, total] = current.reduce(
      (sum, item) => {
        const [itemLeft, itemTotal] = asset.figures(item)
        return [sum[0] + itemLeft, sum[1] + itemTotal]
      },
      [0, 0],
    )
    if (total <= 0) continue
    const row = items.find((item) => item.name === asset.name)
    if (row) Object.assign(row, { left: hundredths(row.left + left), total: hundredths(row.total + total) })
    else items.push({ name: asset.name, left: hundredths(left), total: hundredths(total), unit: asset.unit })
  }
  return items
}

export async function readRemainingAssets(db: D1Database, userId: number, now: number): Promise<z.infer<typeof remainingAssetsSchema>> {
  const user = await db.prepare('SELECT apps, org_id FROM users WHERE id = ?').bind(userId).first<{ apps: number; org_id: number | null }>()
  const { results } = await db
    .prepare('SELECT name, left_amount AS "left", total_amount AS total, unit FROM user_assets WHERE user_id = ? ORDER BY id')
    .bind(userId)
    .all<AssetItem>()
  const packages = user?.org_id == null ? [] : await orgPackages(db, user.org_id, now)
  return { apps: user?.apps ?? 0, asset_items: addPackageAssets(results, packages) }
}

export async function readOrderProducts(db: D1Database, userId: number): Promise<z.infer<typeof orderProductsResponse>['data']> {
  const { results } = await db
    // The organisation's recorded orders, then what it paid for through the payment service.
    .prepare(
      `SELECT product_name, is_delay FROM (
         SELECT o.product_name, o.is_delay, 0 AS source, o.id AS sort FROM org_orders o JOIN users u ON u.org_id = o.org_id WHERE u.id = ?1
         UNION ALL
         SELECT p.product_name, 0, 1, p.paid_at FROM pay_orders p JOIN users u ON u.org_id = p.org_id WHERE u.id = ?1 AND p.state = 1 AND p.refunded_at IS NULL
       ) ORDER BY source, sort`,
    )
    .bind(userId)
    .all<{ product_name: string; is_delay: number }>()
  return results.map((order) => ({ product_name: order.product_name, is_delay: order.is_delay === 1 }))
}

/** Deletes one device of the account's list; another account's device with that id stays. */
export async function removeDevice(db: D1Database, userId: number, deviceId: number): Promise<void> {
  await db.prepare('DELETE FROM devices WHERE id = ? AND user_id = ?').bind(deviceId, userId).run()
}

export async function readDevices(db: D1Database, userId: number): Promise<Device[]> {
  const { results } = await db
    .prepare(
      `SELECT id, device_type, platform, os_version, cpu, arch, cpu_count, gpu, gpu_renderer, gpu_vendor, mac_address,
         setup_file_name, total_memory, free_memory, host_name, current_version, latest_version, last_active_at
       FROM devices WHERE user_id = ? ORDER BY last_active_at DESC`,
    )
    .bind(userId)
    .all<Device>()
  return results
}
