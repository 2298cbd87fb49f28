/**
 * The user service's schemas of the account's own information (spec section 7: user/info,
 * im/info, the products and assets the organisation has): what every logged-in page reads,
 * apart from ./user.ts (logins, codes, security, WeChat, devices) so that such a page loads
 * only these. Loaded through the call records of shared/contracts/user.ts.
 */
import * as z from 'zod/mini'
import { envelope } from '../envelope'
import { int } from '../fields'

// --- user/info --------------------------------------------------------------
export const subscriptionSchema = z.object({ id: int, name: z.string(), count: int, next_time: int })
export const userInfoSchema = z.object({
  user_info: z.object({ name: z.string(), phone: z.string(), id: int, org_id: int, is_vip: z.boolean() }),
  org_info: z.object({
    name: z.string(),
    tag: int,
    pay_level: int,
    source_id: int,
    type_name: z.string(),
    ps_count_name: z.string(),
    subscription_active_tag: z.boolean(),
    subscriptions: z.array(subscriptionSchema),
    level: int,
    cake_csm: z.string(),
  }),
  left_count_str: z.string(),
  total_count_str: z.string(),
  access_tag: int,
  access_url: z.string(),
  oauth_tag: int,
  allow_join_points_task: z.boolean(),
  points: int,
  total_space: z.number().check(z.nonnegative()),
  left_space: z.number().check(z.nonnegative()),
  aigc_points: int,
  is_hidden_aigc_count: z.boolean(),
  can_change_phone: z.boolean(),
})
export type UserInfo = z.infer<typeof userInfoSchema>
export const userInfoResponse = envelope(userInfoSchema)

// --- im/info ----------------------------------------------------------------
export const imInfoSchema = z.object({ im_url: z.string(), timestamp: int })
export const imInfoResponse = envelope(imInfoSchema)

// --- order/products ---------------------------------------------------------
export const orderProductsResponse = envelope(z.array(z.object({ product_name: z.string(), is_delay: z.boolean() })))

// --- remaining_assets -------------------------------------------------------
export const remainingAssetsSchema = z.object({
  apps: int,
  asset_items: z.array(z.object({ name: z.string(), left: z.number(), total: z.number(), unit: z.string() })),
})
export const remainingAssetsResponse = envelope(remainingAssetsSchema)
export type RemainingAssets = z.infer<typeof remainingAssetsSchema>
