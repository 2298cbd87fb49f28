/**
 * The config service's schemas (spec section 3, global config), loaded through the call
 * record of shared/contracts/config.ts.
 */
import * as z from 'zod/mini'
import { envelope } from '../envelope'
import { nonNegativeInt } from '../fields'
import { ALL_PAGE_BITS } from '../../pageVisibility'

const timestamp = nonNegativeInt

const promotionSchema = z.object({
  activity_state: z.int().check(z.minimum(0), z.maximum(3)),
  seckill_purchase_start_at: timestamp,
  seckill_purchase_end_at: timestamp,
  promotion_purchase_start_at: timestamp,
  promotion_purchase_end_at: timestamp,
  activity_end_at: timestamp,
  server_time: timestamp,
})

export const globalConfigSchema = z.object({
  complete_info_entrance_text: z.string(),
  is_open_storage: z.boolean(),
  is_open_aigc: z.boolean(),
  is_free_plan_open: z.boolean(),
  free_plan_started_at: timestamp,
  free_plan_ended_at: timestamp,
  wx_appid: z.string(),
  client_version: z.string(),
  promotion: promotionSchema,
  server_time: timestamp,
  /** The operator, for the footer and the policy pages; an empty string hides the item. */
  company_name: z.string(),
  /** ICP备案号, linked to the MIIT record site. */
  icp_record: z.string(),
  /** 公安备案号 as shown, and its record code for the public-security record site's link. */
  police_record: z.string(),
  police_record_code: z.string(),
  service_hotline: z.string(),
  service_hours: z.string(),
  service_email: z.string(),
  /** The official account's QR image (an address). */
  official_account_qr: z.string(),
  /** The page-visibility bit set (shared/pageVisibility.ts): the pages whose entries are hidden. */
  hidden_pages: z.int().check(z.minimum(0), z.maximum(ALL_PAGE_BITS)),
})

export type GlobalConfig = z.infer<typeof globalConfigSchema>

export const globalConfigResponse = envelope(globalConfigSchema)
