import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { AccessTag } from '../../../../shared/access'
import { userCalls } from '../../../../shared/contracts/user'
import { devicesResponse } from '../../../../shared/contracts/schemas/device'
import { imInfoResponse, orderProductsResponse, remainingAssetsResponse, userInfoResponse, userInfoSchema } from '../../../../shared/contracts/schemas/userInfo'
import { DeviceType } from '../../../../shared/deviceType'
import { api, DEMO, loginByPhone } from '../../../test/accounts'
import { resetDatabase } from '../../../test/resetDatabase'

/** One login per demo account that may log in; these tests only read. */
const tokens: Partial<Record<keyof typeof DEMO, string>> = {}
const READABLE = ['main', 'noPackages', 'subAccount', 'vip', 'revenueShare', 'wechatBound', 'cannotChangePhone'] as const

beforeAll(async () => {
  await resetDatabase()
  for (const key of READABLE) tokens[key] = await loginByPhone(DEMO[key].phone)
})

async function infoOf(key: (typeof READABLE)[number]) {
  return userInfoResponse.parse(await api(userCalls.userInfo.path, { token: tokens[key] })).data
}

describe('user/info', () => {
  it('answers every field of the contract, and no other', async () => {
    for (const key of READABLE) {
      const response = await api<Record<string, unknown>>(userCalls.userInfo.path, { token: tokens[key] })
      expect(response.code).toBe(0)
      expect(Object.keys(response.data).sort()).toEqual(Object.keys(userInfoSchema.shape).sort())
      z.strictObject(userInfoSchema.shape).parse(response.data)
    }
  })

  it('shows the main account with packages, points and its organisation', async () => {
    const info = await infoOf('main')
    expect(info.user_info).toEqual({ name: '陈摄影工作室', phone: DEMO.main.phone, id: DEMO.main.id, org_id: 101, is_vip: false })
    expect(info.org_info).toMatchObject({ name: '陈记摄影工作室', type_name: '摄影工作室', level: 6, subscription_active_tag: true })
    expect(info.org_info.subscriptions).toHaveLength(2)
    expect(info.access_tag).toBe(AccessTag.Packages | AccessTag.ShowCompleteInfoDialog)
    expect(info).toMatchObject({
      points: 2680,
      allow_join_points_task: true,
      can_change_phone: true,
      oauth_tag: 0,
      left_count_str: '1280',
      total_count_str: '3000',
    })
    expect(info.left_space).toBeLessThan(info.total_space)
  })

  it('keeps a sub-account out of points tasks', async () => {
    const info = await infoOf('subAccount')
    expect(info.user_info.org_id).toBe(101)
    expect(info.allow_join_points_task).toBe(false)
    expect(info.is_hidden_aigc_count).toBe(true)
  })

  it('shows the VIP, the WeChat binding, the phone rule and the missing Packages flag', async () => {
    expect((await infoOf('vip')).user_info.is_vip).toBe(true)
    expect((await infoOf('wechatBound')).oauth_tag).toBe(1)
    expect((await infoOf('cannotChangePhone')).can_change_phone).toBe(false)
    expect((await infoOf('noPackages')).access_tag & AccessTag.Packages).toBe(0)
    // An expired subscription is not active.
    expect((await infoOf('cannotChangePhone')).org_info.subscription_active_tag).toBe(false)
  })
})

describe('the rest of the account', () => {
  it('answers im/info with the support chat, told a level capped at 8', async () => {
    const main = imInfoResponse.parse(await api(userCalls.imInfo.path, { token: tokens.main })).data
    expect(new URL(main.im_url).searchParams.get('level')).toBe('6')
    expect(main.timestamp).toBeGreaterThan(Date.now() / 1000 - 60)
    const vip = imInfoResponse.parse(await api(userCalls.imInfo.path, { token: tokens.vip })).data
    expect(new URL(vip.im_url).searchParams.get('level')).toBe('8')
  })

  it('answers remaining_assets with the apps and the asset items', async () => {
    const assets = remainingAssetsResponse.parse(await api(userCalls.remainingAssets.path, { token: tokens.main })).data
    expect(assets.apps).toBe(7)
    expect(assets.asset_items[0]).toEqual({ name: '修图张数', left: 1280, total: 3000, unit: '张' })
    expect(assets.asset_items.map((item) => item.unit)).toEqual(['张', 'GB', '点'])
  })

  it("adds the organisation's unexpired packages to remaining_assets, so the summary adds up the packages list", async () => {
    // 星河婚纱摄影 (org 103): its own rows, a 专业版 in use (7,620 / 10,000 张, 70 / 100 GB), a used-up
    // 创作点 1000, a monthly 1,000 张 and an expired 100 GB storage pack that adds nothing.
    const assets = remainingAssetsResponse.parse(await api(userCalls.remainingAssets.path, { token: tokens.vip })).data
    expect(assets.asset_items).toEqual([
      { name: '修图张数', left: 99999 + 7620 + 1000, total: 99999 + 11000, unit: '张' },
      { name: '云存储空间', left: 375 + 70, total: 500 + 100, unit: 'GB' },
      { name: 'AIGC 点数', left: 5000, total: 8000 + 1000, unit: '点' },
    ])
  })

  it("answers order/products with the organisation's orders", async () => {
    const orders = orderProductsResponse.parse(await api(userCalls.orderProducts.path, { token: tokens.subAccount })).data
    expect(orders).toEqual([
      { product_name: '专业版年度订阅（3000 张）', is_delay: false },
      { product_name: '云存储扩容 100GB', is_delay: true },
    ])
  })

  it("answers devices with the account's machines, most recently active first", async () => {
    const devices = devicesResponse.parse(await api(userCalls.devices.path, { token: tokens.main })).data
    expect(devices.map((device) => device.device_type)).toEqual([DeviceType.Windows, DeviceType.Mac, DeviceType.iOS])
    expect(devices[1]!.gpu_renderer).toContain('Apple M')
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM devices WHERE user_id = ?').bind(DEMO.main.id).first<number>('n')
    expect(devices).toHaveLength(stored!)
    for (const key of READABLE) {
      const list = devicesResponse.parse(await api(userCalls.devices.path, { token: tokens[key] })).data
      expect(list.length).toBeGreaterThan(0)
    }
  })
})
