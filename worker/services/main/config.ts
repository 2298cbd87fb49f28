import { globalConfigSchema, type GlobalConfig } from '../../../shared/contracts/schemas/config'

/** Where the gateway keeps the config's answer in KV; the console drops it when the config changes. */
export const GLOBAL_CONFIG_CACHE_KEY = 'cache:main:ow-config'

interface ConfigRow {
  complete_info_entrance_text: string
  is_open_storage: number
  is_open_aigc: number
  is_free_plan_open: number
  free_plan_started_at: number
  free_plan_ended_at: number
  wx_appid: string
  client_version: string
  promotion_activity_state: number
  seckill_purchase_start_at: number
  seckill_purchase_end_at: number
  promotion_purchase_start_at: number
  promotion_purchase_end_at: number
  activity_end_at: number
  company_name: string
  icp_record: string
  police_record: string
  police_record_code: string
  service_hotline: string
  service_hours: string
  service_email: string
  official_account_qr: string
  hidden_pages: number
}

/** Reads the global config row from D1 and shapes it as the contract of GET /v1/ow/config. */
export async function readGlobalConfig(db: D1Database, now = Date.now()): Promise<GlobalConfig> {
  const row = await db.prepare('SELECT * FROM ow_config WHERE id = 1').first<ConfigRow>()
  if (!row) throw new Error('ow_config has no row: run the D1 migrations')
  const serverTime = Math.floor(now / 1000)
  return globalConfigSchema.parse({
    complete_info_entrance_text: row.complete_info_entrance_text,
    is_open_storage: row.is_open_storage === 1,
    is_open_aigc: row.is_open_aigc === 1,
    is_free_plan_open: row.is_free_plan_open === 1,
    free_plan_started_at: row.free_plan_started_at,
    free_plan_ended_at: row.free_plan_ended_at,
    wx_appid: row.wx_appid,
    client_version: row.client_version,
    promotion: {
      activity_state: row.promotion_activity_state,
      seckill_purchase_start_at: row.seckill_purchase_start_at,
      seckill_purchase_end_at: row.seckill_purchase_end_at,
      promotion_purchase_start_at: row.promotion_purchase_start_at,
      promotion_purchase_end_at: row.promotion_purchase_end_at,
      activity_end_at: row.activity_end_at,
      server_time: serverTime,
    },
    server_time: serverTime,
    company_name: row.company_name,
    icp_record: row.icp_record,
    police_record: row.police_record,
    police_record_code: row.police_record_code,
    service_hotline: row.service_hotline,
    service_hours: row.service_hours,
    service_email: row.service_email,
    official_account_qr: row.official_account_qr,
    hidden_pages: row.hidden_pages,
  })
}
