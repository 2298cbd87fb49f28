import { CHINA_OFFSET_SECONDS, chinaDay, chinaDayStart } from '../../shared/chinaTime'
import { AD_CLICK_PARAMS } from '../../shared/constants'
import { csvDocument } from './csv'

/**
 * Attribution (issue 29): what ad spend brings, by ad platform and China day. Landings are
 * the visitors whose landing report names a click (ad_reports), registrations and purchases
 * the conversions tied to the visitor's latest click (ad_conversions), and revenue the
 * amounts of those purchases' orders. Read-only: nothing here changes anything.
 */

const PLATFORM_NAMES: Record<number, string> = { 1: '巨量引擎', 2: '腾讯广告', 4: '快手', 5: '微软广告', 10: '百度', 11: '360' }

/** An ad platform as operators name it, with the click parameter that identifies it. */
export function platformLabel(platform: number): string {
  const param = AD_CLICK_PARAMS[platform as keyof typeof AD_CLICK_PARAMS]
  const name = PLATFORM_NAMES[platform] ?? `平台 ${platform}`
  return param ? `${name}（${param}）` : name
}

export interface AttributionRow {
  day: string
  platform: number
  landings: number
  registrations: number
  purchases: number
  /** Cents. */
  revenue: number
}

export interface AttributionRange {
  from: string
  to: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const MAX_DAYS = 93

/** A real calendar day (not 2026-02-30). */
function isDay(text: string): boolean {
  if (!DAY.test(text)) return false
  const start = chinaDayStart(text)
  return Number.isFinite(start) && chinaDay(start) === text
}

/** The range of a query (default: the last 14 China days), or the first thing wrong with it, in Chinese. */
export function readRange(query: Record<string, string>, now: number): { range: AttributionRange } | { error: string; range: AttributionRange } {
  const today = chinaDay(now)
  const range = { from: query.from?.trim() || chinaDay(now - 13 * 86_400), to: query.to?.trim() || today }
  if (!isDay(range.from) || !isDay(range.to)) {
    return { error: '日期格式为 2026-11-01', range }
  }
  if (range.from > range.to) return { error: '开始日期不能晚于结束日期', range }
  if ((chinaDayStart(range.to) - chinaDayStart(range.from)) / 86_400 >= MAX_DAYS) return { error: `一次最多查询 ${MAX_DAYS} 天`, range }
  return { range }
}

/** The day of a unix-seconds column in China time, in SQL. */
const chinaDaySql = (column: string) => `strftime('%Y-%m-%d', ${column} + ${CHINA_OFFSET_SECONDS}, 'unixepoch')`

export async function attribution(db: D1Database, range: AttributionRange): Promise<AttributionRow[]> {
  const from = chinaDayStart(range.from)
  const until = chinaDayStart(range.to) + 86_400
  const [landings, conversions] = await Promise.all([
    db
      .prepare(
        `SELECT ${chinaDaySql('created_at')} AS day, platform, COUNT(DISTINCT web_id) AS n FROM ad_reports WHERE phase = 'landing' AND created_at >= ? AND created_at < ? GROUP BY day, platform`,
      )
      .bind(from, until)
      .all<{ day: string; platform: number; n: number }>(),
    db
      .prepare(
        `SELECT ${chinaDaySql('c.created_at')} AS day, c.platform, c.kind, COUNT(*) AS n, COALESCE(SUM(o.amount), 0) AS amount
         FROM ad_conversions c LEFT JOIN pay_orders o ON c.kind = 'purchase' AND o.out_trade_no = c.ref
         WHERE c.platform IS NOT NULL AND c.kind IN ('registration', 'purchase') AND c.created_at >= ? AND c.created_at < ?
         GROUP BY day, c.platform, c.kind`,
      )
      .bind(from, until)
      .all<{ day: string; platform: number; kind: 'registration' | 'purchase'; n: number; amount: number }>(),
  ])
  const rows = new Map<string, AttributionRow>()
  const rowOf = (day: string, platform: number) => {
    const key = `${day}|${platform}`
    let row = rows.get(key)
    if (!row) rows.set(key, (row = { day, platform, landings: 0, registrations: 0, purchases: 0, revenue: 0 }))
    return row
  }
  for (const landing of landings.results) rowOf(landing.day, landing.platform).landings = landing.n
  for (const conversion of conversions.results) {
    const row = rowOf(conversion.day, conversion.platform)
    if (conversion.kind === 'registration') row.registrations = conversion.n
    else {
      row.purchases = conversion.n
      row.revenue = conversion.amount
    }
  }
  return [...rows.values()].sort((a, b) => (a.day === b.day ? a.platform - b.platform : b.day.localeCompare(a.day)))
}

/** The rows as CSV for a spreadsheet (a BOM, so Excel reads the Chinese as UTF-8). */
export function attributionCsv(rows: readonly AttributionRow[]): string {
  const lines = [
    ['日期', '广告平台', '落地访问', '注册', '购买', '金额（元）'],
    ...rows.map((row) => [row.day, platformLabel(row.platform), row.landings, row.registrations, row.purchases, (row.revenue / 100).toFixed(2)]),
  ]
  return csvDocument(lines)
}
