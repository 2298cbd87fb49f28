import { chinaDateTime, parseChinaTime } from '../../shared/chinaTime'
import { auditStatement } from './audit'
import { csvDocument } from './csv'
import type { Viewer } from './views'

/**
 * Redemption codes from the console (issue 27): an operator picks one of the activity's gifts
 * (the code's type and rights are the gift's), a count and an expiry, and gets that many new
 * codes as one batch, listed on the page and downloadable as CSV. Codes are 16 characters
 * drawn by crypto.getRandomValues from 32 letters and digits (80 bits), so none can be guessed
 * from another. The issue and its audit entry (which names the batch, never the codes) are one batch.
 */

/** No 0/O or 1/I: codes are read aloud and typed from print. 32 symbols, so a byte's low 5 bits pick one without bias. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 16
export const MAX_CODES = 1000

export function randomCode(length = CODE_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('')
}

export type IssueForm = { gift_id: string; count: string; expires_at: string }
export const ISSUE_FIELDS = ['gift_id', 'count', 'expires_at'] as const
export const EMPTY_ISSUE: IssueForm = { gift_id: '', count: '10', expires_at: '' }

export interface CodeBatch {
  batch: string
  gift_id: number
  gift: string
  count: number
  used: number
  expires_at: number
  issued_at: number
}

export async function listBatches(db: D1Database, uuid: string): Promise<CodeBatch[]> {
  const { results } = await db
    .prepare(
      `SELECT c.batch, c.gift_id, g.amount || g.unit || ' ' || g.name AS gift, count(*) AS count, count(c.used_by) AS used, max(c.expires_at) AS expires_at, max(c.issued_at) AS issued_at
       FROM activity_exchange_codes c JOIN activity_gifts g ON g.id = c.gift_id
       WHERE c.activity_uuid = ? AND c.batch IS NOT NULL GROUP BY c.batch ORDER BY issued_at DESC, c.batch LIMIT 100`,
    )
    .bind(uuid)
    .all<CodeBatch>()
  return results
}

interface IssuedCode {
  code: string
  gift: string
  expires_at: number
  used_at: number | null
}

export async function batchCodes(db: D1Database, uuid: string, batch: string): Promise<IssuedCode[]> {
  const { results } = await db
    .prepare(
      `SELECT c.code, g.amount || g.unit || ' ' || g.name AS gift, c.expires_at, c.used_at FROM activity_exchange_codes c
       JOIN activity_gifts g ON g.id = c.gift_id WHERE c.activity_uuid = ? AND c.batch = ? ORDER BY c.code`,
    )
    .bind(uuid, batch)
    .all<IssuedCode>()
  return results
}

export function codesCsv(codes: readonly IssuedCode[]): string {
  return csvDocument([
    ['兑换码', '权益', '有效期至', '状态'],
    ...codes.map((code) => [code.code, code.gift, chinaDateTime(code.expires_at), code.used_at ? `已使用 ${chinaDateTime(code.used_at)}` : '未使用']),
  ])
}

const EXPIRY_FORMAT = '有效期格式为 2026-12-01 10:00:00，留空为活动结束时间'
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

/** Issues a batch, or says what is wrong with the form, in Chinese. */
export async function issueCodes(
  db: D1Database,
  viewer: Viewer,
  activity: { uuid: string; end_at: number },
  form: IssueForm,
  now: number,
  requestId = '',
): Promise<{ ok: false; message: string } | { ok: true; message: string; batch: string }> {
  const giftId = Number(form.gift_id)
  const gift = /^\d{1,12}$/.test(form.gift_id)
    ? await db
        .prepare("SELECT id, type, amount || unit || ' ' || name AS label FROM activity_gifts WHERE id = ? AND activity_uuid = ?")
        .bind(giftId, activity.uuid)
        .first<{ id: number; type: number; label: string }>()
    : null
  if (!gift) return { ok: false, message: '请选择兑换码对应的赠品' }
  const count = form.count.trim()
  if (!/^\d{1,4}$/.test(count) || Number(count) < 1 || Number(count) > MAX_CODES) return { ok: false, message: `生成数量为 1-${MAX_CODES} 的整数` }
  const typedExpiry = form.expires_at.trim()
  if (typedExpiry && !TIME.test(typedExpiry)) return { ok: false, message: EXPIRY_FORMAT }
  const expiresAt = typedExpiry ? parseChinaTime(typedExpiry) : activity.end_at
  if (expiresAt === null) return { ok: false, message: EXPIRY_FORMAT }
  if (expiresAt <= now) return { ok: false, message: '有效期须晚于现在' }
  const codes = Array.from({ length: Number(count) }, () => randomCode())
  const batch = `B${randomCode(11)}`
  await db.batch([
    // One statement whatever the count (D1 binds at most 100 values per statement).
    db
      .prepare('INSERT INTO activity_exchange_codes (code, activity_uuid, gift_id, expires_at, batch, issued_at) SELECT value, ?, ?, ?, ?, ? FROM json_each(?)')
      .bind(activity.uuid, gift.id, expiresAt, batch, now, JSON.stringify(codes)),
    auditStatement(
      db,
      viewer,
      {
        action: 'activity.codes.issue',
        target: `activity:${activity.uuid}`,
        before: null,
        after: { batch, gift_id: gift.id, gift: gift.label, count: codes.length, expires_at: expiresAt },
      },
      now,
      requestId,
    ),
  ])
  return { ok: true, message: `已生成 ${codes.length} 个兑换码（${gift.label}）`, batch }
}
