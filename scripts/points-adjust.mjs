#!/usr/bin/env node
// Operators adjust points (issue 9): an admin adjustment (record type 2) for one account,
// or a batch admin add (type 11) for a CSV of phones, written as ledger lots to D1 with
// `wrangler d1 execute`. Re-running the same --batch writes nothing twice.
//
//   node scripts/points-adjust.mjs --local  --phone 13800138000 --points 100 [--note 活动补发]
//   node scripts/points-adjust.mjs --remote --csv phones.csv --points 50 --batch 2026-11-campaign
//
// Options: --local | --remote (required), --phone P | --csv FILE (one phone per line, or
// phone,points per line), --points N (positive; per-line points in the CSV win),
// --type 2 | 11 (default 2 for --phone, 11 for --csv), --batch ID (default: now),
// --note TEXT (the record's reference), --persist-to DIR (local state folder, default
// .wrangler/state as `npm start` uses), --dry-run (print the SQL only).
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { bin, run } from './local.mjs'

const MAINLAND_PHONE = /^1(?:3\d|4[014-9]|5\d|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/
const TASK_NAMES = { 2: '系统调整', 11: '批量发放' }

function fail(message) {
  console.error(`points-adjust: ${message}`)
  process.exit(2)
}

/** Points given now are valid to 31 Dec 23:59:59 China time of the next year (shared/points.ts, lotExpiresAt). */
export function lotExpiresAt(unixSeconds) {
  const year = Number(new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 4))
  return Date.UTC(year + 1, 11, 31, 23, 59, 59) / 1000 - 8 * 3600
}

const sqlText = (value) => `'${String(value).replace(/'/g, "''")}'`

/** The statements for a list of { phone, points }: one lot per account's organisation, once per batch. */
export function adjustmentSql(entries, { type, batch, note, now }) {
  return entries
    .map(
      ({ phone, points }) => `INSERT INTO points_records (org_id, user_id, type, points, task_name, expires_at, unique_key, ref, created_at)
SELECT u.org_id, u.id, ${type}, ${points}, ${sqlText(TASK_NAMES[type])}, ${lotExpiresAt(now)}, ${sqlText(`admin:${batch}:${phone}`)}, ${sqlText(note)}, ${now}
FROM users u WHERE u.phone = ${sqlText(phone)} AND u.deleted_at IS NULL AND u.org_id IS NOT NULL
ON CONFLICT (org_id, unique_key) DO NOTHING;`,
    )
    .join('\n')
}

function parseCsv(text, fallback) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !/^phone/i.test(line))
    .map((line) => {
      const [phone, points] = line.split(',').map((cell) => cell.trim())
      return { phone, points: points ? Number(points) : fallback }
    })
}

function main() {
  const { values } = parseArgs({
    options: {
      local: { type: 'boolean' },
      remote: { type: 'boolean' },
      phone: { type: 'string' },
      csv: { type: 'string' },
      points: { type: 'string' },
      type: { type: 'string' },
      batch: { type: 'string' },
      note: { type: 'string', default: '' },
      'persist-to': { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  })
  if (values.local === values.remote) fail('choose exactly one of --local and --remote')
  if (!values.phone === !values.csv) fail('give exactly one of --phone and --csv')
  const fallback = values.points === undefined ? undefined : Number(values.points)
  const entries = values.csv ? parseCsv(readFileSync(values.csv, 'utf8'), fallback) : [{ phone: values.phone, points: fallback }]
  if (entries.length === 0) fail('the CSV lists no phones')
  for (const { phone, points } of entries) {
    if (!MAINLAND_PHONE.test(phone ?? '')) fail(`not a mainland phone: ${phone}`)
    if (!Number.isInteger(points) || points <= 0 || points > 10_000_000) fail(`points must be a positive whole number (${phone}: ${points})`)
  }
  const type = Number(values.type ?? (values.csv ? 11 : 2))
  if (type !== 2 && type !== 11) fail('--type must be 2 (admin) or 11 (batch admin add)')
  const now = Math.floor(Date.now() / 1000)
  const sql = adjustmentSql(entries, { type, batch: values.batch ?? String(now), note: values.note, now })
  if (values['dry-run']) {
    console.log(sql)
    return
  }
  const file = join(mkdtempSync(join(tmpdir(), 'points-adjust-')), 'adjust.sql')
  writeFileSync(file, sql)
  const target = values.remote ? ['--remote'] : ['--local', '--persist-to', values['persist-to'] ?? '.wrangler/state']
  run(bin('wrangler'), ['d1', 'execute', 'DB', ...target, '--file', file])
  console.log(`points-adjust: ${entries.length} account(s), type ${type}. Accounts with unknown phones are skipped; see the ledger with detail_log.`)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
