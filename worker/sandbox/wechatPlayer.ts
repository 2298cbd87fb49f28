import { z } from 'zod'
import { QrPurpose } from '../../shared/enums'
import { newSandboxOpenid } from '../providers/wechat/sandbox'
import { recordScan, type ScanResult } from '../services/main'

/** A WeChat account the sandbox can scan or authorise as: one already bound to a site account. */
export interface BoundWechat {
  openid: string
  user_id: number
  phone: string
  name: string
}

export async function boundWechats(db: D1Database): Promise<BoundWechat[]> {
  const { results } = await db
    .prepare('SELECT b.openid, b.user_id, u.phone, u.name FROM wechat_bindings b JOIN users u ON u.id = b.user_id ORDER BY b.bound_at DESC LIMIT 100')
    .all<BoundWechat>()
  return results
}

/** Who scans: a WeChat nobody has seen (`new`) or a bound one (`bound`, by openid or a sensible default). */
export const scanAsSchema = z.object({
  as: z.enum(['new', 'bound']),
  openid: z.string().min(1).max(128).optional(),
})
export type ScanAs = z.infer<typeof scanAsSchema>

export type OpenidChoice = { ok: true; openid: string } | { ok: false; error: string }

/**
 * The openid to play. Without one, a bound scan of a rebind QR is the asking account's own
 * WeChat (a safety verification), and of a login QR the most recently bound one.
 */
function boundOpenid(db: D1Database, openid: string | undefined, rebindUserId: number | null): Promise<string | null> {
  if (openid) return db.prepare('SELECT openid FROM wechat_bindings WHERE openid = ?').bind(openid).first<string>('openid')
  if (rebindUserId !== null) return db.prepare('SELECT openid FROM wechat_bindings WHERE user_id = ?').bind(rebindUserId).first<string>('openid')
  return db.prepare('SELECT openid FROM wechat_bindings ORDER BY bound_at DESC LIMIT 1').first<string>('openid')
}

export async function chooseOpenid(db: D1Database, as: ScanAs, rebindUserId: number | null): Promise<OpenidChoice> {
  if (as.as === 'new') return { ok: true, openid: newSandboxOpenid() }
  const openid = await boundOpenid(db, as.openid, rebindUserId)
  return openid ? { ok: true, openid } : { ok: false, error: 'no such bound WeChat (openid)' }
}

const REASONS = { unknown: 404, scanned: 409, expired: 410 } as const

export type SandboxScan =
  | { status: 200; body: { sub_token: string; purpose: 'login' | 'rebind'; openid: string; state: number } }
  | { status: 400 | 404 | 409 | 410; body: { error: string } }

/** Plays WeChat's scan event for a QR: the QR's owner sees the new state at its next poll. */
export async function scanQr(db: D1Database, subToken: string, as: ScanAs, now: number): Promise<SandboxScan> {
  const qr = await db
    .prepare('SELECT purpose, user_id FROM wechat_qr_sessions WHERE sub_token = ?')
    .bind(subToken)
    .first<{ purpose: number; user_id: number | null }>()
  if (!qr) return { status: 404, body: { error: 'unknown sub_token' } }
  const choice = await chooseOpenid(db, as, qr.purpose === QrPurpose.Rebind ? qr.user_id : null)
  if (!choice.ok) return { status: 400, body: { error: choice.error } }
  const result: ScanResult = await recordScan(db, subToken, choice.openid, now)
  if (!result.ok) return { status: REASONS[result.reason], body: { error: `QR ${result.reason}` } }
  return {
    status: 200,
    body: { sub_token: subToken, purpose: result.purpose === QrPurpose.Rebind ? 'rebind' : 'login', openid: result.openid, state: result.state },
  }
}
