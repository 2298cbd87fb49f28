import { POINTS_RECORD_TYPE_LABELS, PointsRecordType } from '../../shared/points'
import { isMainlandPhone } from '../../shared/validators'
import { creditStatement, ledgerSum } from '../services/main'
import { auditStatement } from './audit'
import type { Viewer } from './views'

/**
 * Points adjustments from the console (issue 29), as scripts/points-adjust.mjs makes them:
 * an admin adjustment (record type 2) for one phone, or a batch admin add (type 11) for a
 * list of phones. Each account's credit is keyed by the batch, so a form posted twice (a
 * double click, a reload) credits nobody twice; each credit is audited in its own batch.
 */

export const ADJUST_TYPES = {
  [PointsRecordType.Admin]: POINTS_RECORD_TYPE_LABELS[PointsRecordType.Admin],
  [PointsRecordType.BatchAdminAdd]: POINTS_RECORD_TYPE_LABELS[PointsRecordType.BatchAdminAdd],
} as const
type AdjustType = keyof typeof ADJUST_TYPES

const MAX_POINTS = 10_000_000
const MAX_LINES = 2000

/** The form as typed: given back unchanged when it is refused. */
export interface AdjustForm {
  phones: string
  points: string
  type: string
  batch: string
  note: string
}

export interface AdjustEntry {
  phone: string
  points: number
}

export type AdjustResult = { phone: string; points: number; outcome: 'credited' | 'already' | 'unknown'; balance?: number }

export function newBatchId(now: number): string {
  return `${now}-${crypto.randomUUID().slice(0, 8)}`
}

export function emptyAdjustForm(now: number): AdjustForm {
  return { phones: '', points: '', type: String(PointsRecordType.Admin), batch: newBatchId(now), note: '' }
}

const positivePoints = (text: string) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_POINTS

/** The entries of a form (one phone, or `phone` / `phone,points` per line), or the first thing wrong with it, in Chinese. */
export function readAdjustForm(form: AdjustForm): { entries: AdjustEntry[]; type: AdjustType } | { error: string } {
  const type = Number(form.type)
  if (!(type in ADJUST_TYPES)) return { error: '请选择调整类型' }
  if (!/^[\w-]{1,64}$/.test(form.batch)) return { error: '批次号只能包含字母、数字、下划线和短横线' }
  if (form.note.length > 100) return { error: '备注不能超过 100 个字' }
  const fallback = form.points.trim()
  if (fallback !== '' && !positivePoints(fallback)) return { error: `积分须为 1 至 ${MAX_POINTS} 的整数` }
  const lines = form.phones
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !/^phone/i.test(line))
  if (lines.length === 0) return { error: '请填写手机号' }
  if (lines.length > MAX_LINES) return { error: `一次最多调整 ${MAX_LINES} 个手机号` }
  const entries: AdjustEntry[] = []
  const seen = new Set<string>()
  for (const [index, line] of lines.entries()) {
    const [phone = '', own = ''] = line.split(/[,，\t]/).map((cell) => cell.trim())
    const where = lines.length > 1 ? `第 ${index + 1} 行：` : ''
    if (!isMainlandPhone(phone)) return { error: `${where}手机号格式不正确` }
    if (seen.has(phone)) return { error: `${where}手机号重复` }
    const points = own || fallback
    if (!positivePoints(points)) return { error: `${where}积分须为 1 至 ${MAX_POINTS} 的整数` }
    seen.add(phone)
    entries.push({ phone, points: Number(points) })
  }
  return { entries, type: type as AdjustType }
}

/** Credits each entry's account once per batch; phones without an account are reported, not created. */
export async function adjustPoints(
  db: D1Database,
  viewer: Viewer,
  form: AdjustForm,
  entries: readonly AdjustEntry[],
  type: AdjustType,
  now: number,
  requestId = '',
): Promise<AdjustResult[]> {
  const results: AdjustResult[] = []
  for (const entry of entries) {
    const account = await db
      .prepare('SELECT id, org_id FROM users WHERE phone = ? AND deleted_at IS NULL AND org_id IS NOT NULL')
      .bind(entry.phone)
      .first<{ id: number; org_id: number }>()
    if (!account) {
      results.push({ ...entry, outcome: 'unknown' })
      continue
    }
    const before = await ledgerSum(db, account.org_id)
    const credit = creditStatement(db, {
      orgId: account.org_id,
      userId: account.id,
      type,
      points: entry.points,
      taskName: ADJUST_TYPES[type],
      uniqueKey: `admin:${form.batch}:${entry.phone}`,
      ref: form.note,
      now,
    })
    const audit = auditStatement(
      db,
      viewer,
      {
        action: 'points.adjust',
        target: entry.phone,
        before: { balance: before },
        after: { balance: before + entry.points, points: entry.points, type, batch: form.batch, note: form.note },
      },
      now,
      requestId,
      { onlyIfPreviousChanged: true },
    )
    const [written] = await db.batch([credit, audit])
    const credited = written?.meta.changes === 1
    results.push({ ...entry, outcome: credited ? 'credited' : 'already', balance: await ledgerSum(db, account.org_id) })
  }
  return results
}
