import { chinaDateTime, parseChinaTime } from '../../shared/chinaTime'
import { PageVisibility } from '../../shared/pageVisibility'
import { EMAIL } from '../../shared/validators'
import { GLOBAL_CONFIG_CACHE_KEY } from '../services/main'
import { auditStatement } from './audit'
import type { Viewer } from './views'

/**
 * The global config (ow_config, GET /v1/ow/config) edited from the console (issue 29):
 * what operators change between releases. The app id and client version are deployment
 * facts and stay out. A saved change drops the config the gateway keeps in KV, so the next
 * request reads it; anonymous pages follow through the content version the table's
 * triggers bump (decision 013).
 */

const TEXT_FIELDS = {
  complete_info_entrance_text: { label: '完善信息入口文案', max: 30 },
  company_name: { label: '公司名称', max: 60 },
  icp_record: { label: 'ICP 备案号', max: 40 },
  police_record: { label: '公安备案号', max: 40 },
  police_record_code: { label: '公安备案编码', max: 20 },
  service_hotline: { label: '客服电话', max: 20 },
  service_hours: { label: '服务时间', max: 40 },
  service_email: { label: '客服邮箱', max: 60 },
  official_account_qr: { label: '公众号二维码地址', max: 200 },
} as const

const SWITCHES = { is_open_storage: '开放存储', is_open_aigc: '开放 AIGC', is_free_plan_open: '开放免费计划' } as const

/** Time windows: [start, end] pairs, China time in the form; 0 (empty) means none. */
const WINDOWS = {
  free_plan: { label: '免费计划', start: 'free_plan_started_at', end: 'free_plan_ended_at' },
  seckill: { label: '秒杀购买', start: 'seckill_purchase_start_at', end: 'seckill_purchase_end_at' },
  promotion: { label: '促销购买', start: 'promotion_purchase_start_at', end: 'promotion_purchase_end_at' },
} as const

const TIMES = [
  'free_plan_started_at',
  'free_plan_ended_at',
  'seckill_purchase_start_at',
  'seckill_purchase_end_at',
  'promotion_purchase_start_at',
  'promotion_purchase_end_at',
  'activity_end_at',
] as const

/** The page-visibility bits (one column, hidden_pages), each a checkbox named `hidden_page_<bit>`: checked hides the page's entries. */
const PAGE_BITS = [
  { bit: PageVisibility.Index, label: '首页' },
  { bit: PageVisibility.Help, label: '帮助中心' },
  { bit: PageVisibility.Download, label: '下载' },
  { bit: PageVisibility.Complete, label: '完善信息入口' },
].map(({ bit, label }) => ({ bit, label, name: `hidden_page_${bit}` }))

export const CONFIG_LABELS = { text: TEXT_FIELDS, switches: SWITCHES, windows: WINDOWS, hiddenPages: PAGE_BITS }

type TextField = keyof typeof TEXT_FIELDS
type Switch = keyof typeof SWITCHES
type Time = (typeof TIMES)[number]

export type ConfigValues = Record<TextField, string> &
  Record<Switch, number> &
  Record<Time, number> & { promotion_activity_state: number; hidden_pages: number }

/** The form as typed (times as China wall-clock text): given back unchanged when refused. */
export type ConfigForm = Record<string, string>

const COLUMNS = [
  ...(Object.keys(TEXT_FIELDS) as TextField[]),
  ...(Object.keys(SWITCHES) as Switch[]),
  ...TIMES,
  'promotion_activity_state',
  'hidden_pages',
] as const

export async function readConfigValues(db: D1Database): Promise<ConfigValues> {
  const row = await db.prepare(`SELECT ${COLUMNS.join(', ')} FROM ow_config WHERE id = 1`).first<ConfigValues>()
  if (!row) throw new Error('ow_config has no row: run the D1 migrations')
  return row
}

export function formOfValues(values: ConfigValues): ConfigForm {
  const form: ConfigForm = {}
  for (const field of Object.keys(TEXT_FIELDS) as TextField[]) form[field] = values[field]
  for (const field of Object.keys(SWITCHES) as Switch[]) form[field] = values[field] ? 'on' : ''
  for (const field of TIMES) form[field] = values[field] ? chinaDateTime(values[field]) : ''
  form.promotion_activity_state = String(values.promotion_activity_state)
  for (const { bit, name } of PAGE_BITS) form[name] = values.hidden_pages & bit ? 'on' : ''
  return form
}

/** The values a form sets, or the first thing wrong with it, in Chinese. */
export function readConfigForm(form: ConfigForm): { values: ConfigValues } | { error: string } {
  const values = {} as ConfigValues
  for (const [field, { label, max }] of Object.entries(TEXT_FIELDS) as [TextField, { label: string; max: number }][]) {
    const text = (form[field] ?? '').trim()
    if (text.length > max) return { error: `${label}不能超过 ${max} 个字` }
    values[field] = text
  }
  if (values.service_email && !EMAIL.test(values.service_email)) return { error: '客服邮箱格式不正确' }
  if (values.official_account_qr && !/^(\/[\w./-]+|https:\/\/[\w.-]+\/[\w./%?=&-]*)$/.test(values.official_account_qr))
    return { error: '公众号二维码地址须为站内路径或 https 地址' }
  for (const field of Object.keys(SWITCHES) as Switch[]) values[field] = form[field] ? 1 : 0
  for (const field of TIMES) {
    const text = (form[field] ?? '').trim()
    const seconds = text ? parseChinaTime(text) : 0
    if (seconds === null || !/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?$/.test(text)) return { error: '时间格式为 2026-12-01 10:00:00' }
    values[field] = seconds
  }
  for (const { label, start, end } of Object.values(WINDOWS)) {
    if (Boolean(values[start]) !== Boolean(values[end])) return { error: `${label}的开始和结束时间须同时填写` }
    if (values[start] && values[start] >= values[end]) return { error: `${label}的结束时间须晚于开始时间` }
  }
  const state = Number(form.promotion_activity_state)
  if (!Number.isInteger(state) || state < 0 || state > 3) return { error: '促销活动状态须为 0 至 3' }
  values.promotion_activity_state = state
  values.hidden_pages = PAGE_BITS.reduce((hidden, { bit, name }) => (form[name] ? hidden | bit : hidden), 0)
  return { values }
}

/** Saves the values with their audit entry in one batch (nothing when nothing changed), then drops the cached config. */
export async function saveConfig(
  db: D1Database,
  cache: KVNamespace,
  viewer: Viewer,
  values: ConfigValues,
  now: number,
  requestId = '',
): Promise<{ changed: string[] }> {
  const before = await readConfigValues(db)
  const changed = COLUMNS.filter((column) => before[column] !== values[column])
  if (changed.length === 0) return { changed }
  const pick = (source: ConfigValues) => Object.fromEntries(changed.map((column) => [column, source[column]]))
  await db.batch([
    db.prepare(`UPDATE ow_config SET ${changed.map((column) => `${column} = ?`).join(', ')} WHERE id = 1`).bind(...changed.map((column) => values[column])),
    auditStatement(db, viewer, { action: 'config.update', target: 'ow_config', before: pick(before), after: pick(values) }, now, requestId),
  ])
  await cache.delete(GLOBAL_CONFIG_CACHE_KEY)
  return { changed }
}
