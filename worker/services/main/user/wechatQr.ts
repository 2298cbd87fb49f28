import { QrPurpose, ServerCode, WechatQrState, type QrScene } from '../../../../shared/enums'
import { SERVER_MESSAGES } from '../../../../shared/messages'
import { randomToken } from '../../../auth/secrets'
import { ServiceError } from '../../../lib/serviceApp'
import { bindingOfOpenid } from './accounts'
import { WECHAT_POLICY } from './policy'

/** What a jump token proves: this openid scanned (or authorised) for this purpose, for this account. */
export interface JumpGrant {
  openid: string
  purpose: QrPurpose
  /** The account that asked for a rebind QR; null for a login. */
  user_id: number | null
}

export async function issueJumpToken(db: D1Database, grant: JumpGrant, now: number): Promise<string> {
  const token = randomToken()
  await db
    .prepare('INSERT INTO wechat_jump_tokens (token, purpose, openid, user_id, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(token, grant.purpose, grant.openid, grant.user_id, now + WECHAT_POLICY.jumpTokenSeconds)
    .run()
  return token
}

/** A live (unexpired, unspent) jump token of the purpose; anything else is code 162. */
export async function readJumpToken(db: D1Database, token: string, purpose: QrPurpose, now: number): Promise<JumpGrant> {
  const grant = await db
    .prepare('SELECT openid, purpose, user_id FROM wechat_jump_tokens WHERE token = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?')
    .bind(token, purpose, now)
    .first<JumpGrant>()
  if (!grant) throw new ServiceError(ServerCode.WechatJumpTokenTimeout, SERVER_MESSAGES.wechatJumpTokenTimeout)
  return grant
}

/** Spends a jump token once every check has passed; a racing second use gets 162. */
export async function spendJumpToken(db: D1Database, token: string, now: number): Promise<void> {
  const spent = await db.prepare('UPDATE wechat_jump_tokens SET used_at = ? WHERE token = ? AND used_at IS NULL').bind(now, token).run()
  if (spent.meta.changes !== 1) throw new ServiceError(ServerCode.WechatJumpTokenTimeout, SERVER_MESSAGES.wechatJumpTokenTimeout)
}

/**
 * The scan state a login proof leads to: a WeChat bound to an account logs straight in (3);
 * a new one must also verify a phone (2).
 */
export async function loginStateOf(db: D1Database, openid: string): Promise<WechatQrState> {
  return (await bindingOfOpenid(db, openid)) ? WechatQrState.Success : WechatQrState.WaitingConnect
}

export interface NewQr {
  subToken: string
  expiresIn: number
}

export async function createQr(db: D1Database, qr: { purpose: QrPurpose; scene: QrScene; userId: number | null }, now: number): Promise<NewQr> {
  const subToken = randomToken(18)
  await db.batch([
    // Spent QR codes and jump tokens serve nothing after a day; dropping them here keeps the tables small without a cron.
    db.prepare('DELETE FROM wechat_qr_sessions WHERE expires_at < ?').bind(now - 24 * 60 * 60),
    db.prepare('DELETE FROM wechat_jump_tokens WHERE expires_at < ?').bind(now - 24 * 60 * 60),
    db
      .prepare('INSERT INTO wechat_qr_sessions (sub_token, purpose, scene, user_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(subToken, qr.purpose, qr.scene, qr.userId, now + WECHAT_POLICY.qrSeconds, now),
  ])
  return { subToken, expiresIn: WECHAT_POLICY.qrSeconds }
}

interface QrRow {
  purpose: QrPurpose
  user_id: number | null
  state: WechatQrState
  jump_token: string | null
  expires_at: number
}

export type ScanResult = { ok: true; purpose: QrPurpose; state: WechatQrState; openid: string } | { ok: false; reason: 'unknown' | 'expired' | 'scanned' }

/**
 * WeChat's scan event (played by the sandbox): the openid that scanned a pending QR. It
 * issues the jump token the browser collects by polling.
 */
export async function recordScan(db: D1Database, subToken: string, openid: string, now: number): Promise<ScanResult> {
  const qr = await db
    .prepare('SELECT purpose, user_id, state, jump_token, expires_at FROM wechat_qr_sessions WHERE sub_token = ?')
    .bind(subToken)
    .first<QrRow>()
  if (!qr) return { ok: false, reason: 'unknown' }
  if (qr.state !== WechatQrState.WaitingFollow) return { ok: false, reason: 'scanned' }
  if (qr.expires_at <= now) return { ok: false, reason: 'expired' }
  const state = qr.purpose === QrPurpose.Login ? await loginStateOf(db, openid) : WechatQrState.Success
  const jumpToken = await issueJumpToken(db, { openid, purpose: qr.purpose, user_id: qr.user_id }, now)
  const updated = await db
    .prepare('UPDATE wechat_qr_sessions SET state = ?, openid = ?, jump_token = ? WHERE sub_token = ? AND state = ?')
    .bind(state, openid, jumpToken, subToken, WechatQrState.WaitingFollow)
    .run()
  if (updated.meta.changes !== 1) return { ok: false, reason: 'scanned' }
  return { ok: true, purpose: qr.purpose, state, openid }
}

/**
 * What the polling browser sees. A QR still waiting after its expiry answers QrExpired so
 * the browser offers a fresh one; a scanned QR keeps answering its state and jump token.
 * A rebind QR answers only the account that asked for it.
 */
export async function readQrState(
  db: D1Database,
  subToken: string,
  purpose: QrPurpose,
  userId: number | null,
  now: number,
): Promise<{ state: WechatQrState; jump_token?: string }> {
  const qr = await db
    .prepare('SELECT purpose, user_id, state, jump_token, expires_at FROM wechat_qr_sessions WHERE sub_token = ? AND purpose = ? AND user_id IS ?')
    .bind(subToken, purpose, userId)
    .first<QrRow>()
  if (!qr || (qr.state === WechatQrState.WaitingFollow && qr.expires_at <= now)) {
    throw new ServiceError(ServerCode.QrExpired, SERVER_MESSAGES.qrExpired)
  }
  return qr.jump_token ? { state: qr.state, jump_token: qr.jump_token } : { state: qr.state }
}

export interface PendingQr {
  sub_token: string
  purpose: QrPurpose
  user_id: number | null
  phone: string | null
  expires_at: number
}

/** QR codes nobody has scanned yet, for the sandbox console. */
export async function pendingQrs(db: D1Database, now: number): Promise<PendingQr[]> {
  const { results } = await db
    .prepare(
      `SELECT q.sub_token, q.purpose, q.user_id, u.phone, q.expires_at FROM wechat_qr_sessions q LEFT JOIN users u ON u.id = q.user_id
       WHERE q.state = ? AND q.expires_at > ? ORDER BY q.created_at DESC LIMIT 50`,
    )
    .bind(WechatQrState.WaitingFollow, now)
    .all<PendingQr>()
  return results
}
