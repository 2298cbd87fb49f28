import { html } from 'hono/html'
import { platformLabel, type AttributionRange, type AttributionRow } from './attribution'
import { adminLayout, field, notice, table, yuan, type Html, type Viewer } from './views'

const SERIES = [
  { key: 'landings', label: '落地访问', color: '#86909c' },
  { key: 'registrations', label: '注册', color: '#165dff' },
  { key: 'purchases', label: '购买', color: '#00b42a' },
] as const

/** Grouped bars per day (all platforms together), drawn as SVG: the console runs no scripts. */
function chart(rows: readonly AttributionRow[]): Html | string {
  const byDay = new Map<string, Record<(typeof SERIES)[number]['key'], number>>()
  for (const row of rows) {
    const day = byDay.get(row.day) ?? { landings: 0, registrations: 0, purchases: 0 }
    for (const { key } of SERIES) day[key] += row[key]
    byDay.set(row.day, day)
  }
  const days = [...byDay.keys()].sort()
  if (days.length === 0) return ''
  const max = Math.max(1, ...days.flatMap((day) => SERIES.map(({ key }) => byDay.get(day)![key])))
  const bar = 12
  const group = bar * SERIES.length + 14
  const height = 160
  const width = 40 + days.length * group
  return html`<svg
    data-testid="attribution-chart"
    role="img"
    aria-label="按日的落地访问、注册与购买"
    width="${width}"
    height="${height + 40}"
    viewBox="0 0 ${width} ${height + 40}"
  >
    <line x1="36" y1="${height}" x2="${width}" y2="${height}" stroke="#c9cdd4"></line>
    <text x="0" y="12" font-size="11" fill="#86909c">${max}</text>
    ${days.map((day, index) =>
      SERIES.map(({ key, label, color }, series) => {
        const value = byDay.get(day)![key]
        const h = Math.round((value / max) * (height - 16))
        return html`<rect x="${40 + index * group + series * bar}" y="${height - h}" width="${bar - 2}" height="${h}" fill="${color}"
          ><title>${day} ${label} ${value}</title></rect
        >`
      }),
    )}
    ${days.map((day, index) => html`<text x="${40 + index * group}" y="${height + 14}" font-size="10" fill="#4e5969">${day.slice(5)}</text>`)}
    ${SERIES.map(({ label, color }, series) => html`<rect x="${40 + series * 90}" y="${height + 24}" width="10" height="10" fill="${color}"></rect><text x="${54 + series * 90}" y="${height + 33}" font-size="11">${label}</text>`)}
  </svg>`
}

export function attributionPage(viewer: Viewer, view: { range: AttributionRange; rows: AttributionRow[]; error?: string | null }): Html {
  const { range, rows, error } = view
  const totals = rows.reduce(
    (sum, row) => ({
      landings: sum.landings + row.landings,
      registrations: sum.registrations + row.registrations,
      purchases: sum.purchases + row.purchases,
      revenue: sum.revenue + row.revenue,
    }),
    { landings: 0, registrations: 0, purchases: 0, revenue: 0 },
  )
  const query = `from=${range.from}&to=${range.to}`
  return adminLayout(
    '投放归因',
    viewer,
    html`<h1>投放归因</h1>
      <p class="muted">按广告平台与日期（北京时间）：落地访问为带点击标识到达落地页的访客，注册与购买归于访客最近一次广告点击。</p>
      <form method="get" action="/admin/attribution">
        ${field('开始日期', 'from', range.from, { placeholder: '2026-11-01', size: 10, 'data-testid': 'attribution-from' })}
        ${field('结束日期', 'to', range.to, { placeholder: '2026-11-30', size: 10, 'data-testid': 'attribution-to' })}
        <button type="submit">查询</button>
        ${error ? '' : html`<a href="/admin/attribution.csv?${query}" download>导出 CSV</a>`}
      </form>
      ${notice(error ? { ok: false, text: error } : null)}
      ${
        error
          ? ''
          : rows.length === 0
            ? html`<p class="muted">这段时间没有广告带来的访问。</p>`
            : html`${chart(rows)}
              ${table(
                ['日期', '广告平台', '落地访问', '注册', '购买', '金额（元）', '注册率'],
                rows,
                (row) => [
                  row.day,
                  platformLabel(row.platform),
                  row.landings,
                  row.registrations,
                  row.purchases,
                  yuan(row.revenue),
                  row.landings ? `${((row.registrations / row.landings) * 100).toFixed(1)}%` : '—',
                ],
                {
                  testId: 'attribution-table',
                  foot: ['合计', '', totals.landings, totals.registrations, totals.purchases, yuan(totals.revenue), ''],
                },
              )}`
      }`,
  )
}
