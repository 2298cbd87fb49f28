import { md5 } from 'js-md5'
import { log } from '../lib/log'
import { chinaDayStartOf } from '../../shared/chinaTime'
import { VERIFY_CODE_COOLDOWN_SECONDS } from '../../shared/constants'
import { ServerCode, type CodeScene } from '../../shared/enums'
import { SERVER_MESSAGES } from '../../shared/messages'
import { readConfig, type Bindings } from '../env'
import { captchaVerifier, captchaWidget } from '../providers/captcha'
import { smsSender } from '../providers/sms'
import { ServiceError } from '../lib/serviceApp'
import { sha256Hex, timingSafeEqual } from './secrets'

const MINUTE = 60

/** The numbers of the code rules (spec section 9 and ARCHITECTURE decision 9). */
export const CODE_POLICY = {
  /** A code is valid this long after it is sent. */
  lifetimeSeconds: 5 * MINUTE,
  /** The fifth wrong try burns the code. */
  maxAttempts: 5,
  /**
   * Resend cooldown per phone and scene (the browser counts the same 60 s down on each send
   * button): a login code does not hold up a cancel code asked for moments later.
   */
  cooldownSeconds: VERIFY_CODE_COOLDOWN_SECONDS,
  /** Sends per phone per calendar day (China time). */
  perPhonePerDay: 10,
  /**
   * Sends per client IP per calendar day: enough for a studio or an office behind one
   * address, far too few to spray codes at strangers' phones.
   */
  perIpPerDay: 50,
  captchaWindowSeconds: 60 * MINUTE,
} as const

/** 10^6 codes; 32-bit draws at or above the largest multiple of it are redrawn, so every code is equally likely. */
const CODES = 1_000_000
const UNBIASED_LIMIT = Math.floor(2 ** 32 / CODES) * CODES

/** Six digits from the CSPRNG. */
export function generateCode(): string {
  const draw = new Uint32Array(1)
  for (;;) {
    crypto.getRandomValues(draw)
    if (draw[0]! < UNBIASED_LIMIT) return String(draw[0]! % CODES).padStart(6, '0')
  }
}

/**
 * What is stored for a code: SHA-256 over the MD5 hex the browser sends, the phone and the
 * scene, peppered with the JWT secret, so a leaked table yields neither codes nor a
 * six-digit space to search without the secret.
 */
export function hashCode(secret: string, phone: string, scene: CodeScene, codeMd5: string): Promise<string> {
  return sha256Hex(`${codeMd5.toLowerCase()}|${phone}|${scene}|${secret}`)
}

function refuse(code: number, msg: string): ServiceError {
  return new ServiceError(code, msg)
}

interface SendRequest {
  phone: string
  scene: CodeScene
  ip: string
  now: number
  /**
   * Anonymous sends (login codes, to any phone) carry the captcha widget's parameter, which
   * becomes required after a few sends from one address; 'exempt' for sends to the
   * logged-in account's own phone, which cannot be sprayed at strangers.
   */
  captcha: { param: string | undefined } | 'exempt'
}

/**
 * Past `SMS_CAPTCHA_AFTER` sends from the address within the hour, an anonymous send needs
 * a passed captcha: missing, failed or unverifiable is code 45. Counted on code_sends, the
 * store of the per-phone and per-IP limits. Off when the setting is 0 or unset.
 */
async function checkCaptcha(env: Bindings, { ip, now, captcha }: SendRequest): Promise<void> {
  const after = readConfig(env).SMS_CAPTCHA_AFTER
  if (captcha === 'exempt' || after === 0) return
  const row = await env.DB.prepare('SELECT count(*) AS recent FROM code_sends WHERE ip = ? AND sent_at > ?')
    .bind(ip, now - CODE_POLICY.captchaWindowSeconds)
    .first<{ recent: number }>()
  if ((row?.recent ?? 0) < after) return
  // The refusal names the widget to solve (shared/contracts/captcha.ts), so the browser shows the right one.
  const refused = new ServiceError(ServerCode.CaptchaRequired, SERVER_MESSAGES.captchaRequired, 200, { captcha: captchaWidget(env) })
  const verifier = captchaVerifier(env)
  if (!captcha.param || !verifier) throw refused
  let passed = false
  try {
    passed = await verifier.verify({ token: captcha.param, ip })
  } catch (error) {
    log('error', 'captcha.verify_failed', { error })
  }
  if (!passed) throw refused
}

/**
 * Records a send if every limit allows it, in one statement so two racing requests cannot
 * both slip under a limit. Returns false when a limit refused it. The cooldown does not hold
 * back a new code when the latest one was burnt by wrong tries: it cannot be used any more,
 * and the visitor is told to get a new one (the daily limits still count).
 */
async function claimSend(db: D1Database, { phone, scene, ip, now }: SendRequest): Promise<boolean> {
  const dayStart = chinaDayStartOf(now)
  const result = await db
    .prepare(
      `INSERT INTO code_sends (phone, ip, scene, sent_at)
       SELECT ?1, ?2, ?3, ?4
       WHERE (NOT EXISTS (SELECT 1 FROM code_sends WHERE phone = ?1 AND scene = ?3 AND sent_at > ?4 - ?5)
              OR (SELECT attempts FROM verification_codes WHERE phone = ?1 AND scene = ?3 ORDER BY id DESC LIMIT 1) >= ?9)
         AND (SELECT count(*) FROM code_sends WHERE phone = ?1 AND sent_at >= ?6) < ?7
         AND (SELECT count(*) FROM code_sends WHERE ip = ?2 AND sent_at >= ?6) < ?8`,
    )
    .bind(phone, ip, scene, now, CODE_POLICY.cooldownSeconds, dayStart, CODE_POLICY.perPhonePerDay, CODE_POLICY.perIpPerDay, CODE_POLICY.maxAttempts)
    .run()
  return result.meta.changes === 1
}

/** Which limit refused a send, for its message. */
async function whichLimit(db: D1Database, { phone, now }: SendRequest): Promise<ServiceError> {
  const dayStart = chinaDayStartOf(now)
  const row = await db
    .prepare('SELECT count(*) AS phone_today FROM code_sends WHERE phone = ? AND sent_at >= ?')
    .bind(phone, dayStart)
    .first<{ phone_today: number }>()
  if (row && row.phone_today >= CODE_POLICY.perPhonePerDay) return refuse(ServerCode.DailySendLimit, SERVER_MESSAGES.dailySendLimit)
  // The cooldown and the per-IP cap both mean "not now".
  return refuse(ServerCode.SendTooOften, SERVER_MESSAGES.sendTooOften)
}

/**
 * Sends a fresh code to a phone for a scene. The new code replaces any earlier one of the
 * same phone and scene. No provider (sandbox off): 503.
 */
export async function sendCode(env: Bindings, request: SendRequest): Promise<void> {
  const sender = smsSender(env)
  if (!sender) throw new ServiceError(ServerCode.ProviderUnavailable, SERVER_MESSAGES.smsUnavailable, 503)
  const db = env.DB
  await checkCaptcha(env, request)
  if (!(await claimSend(db, request))) throw await whichLimit(db, request)

  const { phone, scene, now } = request
  const code = generateCode()
  const codeHash = await hashCode(readConfig(env).JWT_SECRET, phone, scene, md5(code))
  await db.batch([
    db.prepare('UPDATE verification_codes SET used_at = ? WHERE phone = ? AND scene = ? AND used_at IS NULL').bind(now, phone, scene),
    db
      .prepare('INSERT INTO verification_codes (phone, scene, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(phone, scene, codeHash, now + CODE_POLICY.lifetimeSeconds, now),
    // Old rows serve no limit any more; dropping them here keeps the tables small without a cron.
    db.prepare('DELETE FROM code_sends WHERE sent_at < ?').bind(now - 2 * 24 * 60 * 60),
    db.prepare('DELETE FROM verification_codes WHERE expires_at < ?').bind(now - 24 * 60 * 60),
  ])
  try {
    await sender.send({ phone, code, scene, sentAt: now })
  } catch (error) {
    // The provider refused or could not be reached: say so rather than pretend the code went out.
    log('error', 'sms.send_failed', { error })
    throw new ServiceError(ServerCode.ProviderUnavailable, SERVER_MESSAGES.smsSendFailed, 503)
  }
}

interface CodeRow {
  id: number
  code_hash: string
  attempts: number
  expires_at: number
  used_at: number | null
}

/**
 * Checks the MD5 of a code against the latest code sent to the phone for the scene and
 * spends it. Wrong, expired, used or burnt codes are refused with their own code; the
 * fifth wrong try burns it. Returns the stored hash (a safety verification keeps it).
 */
export async function spendCode(env: Bindings, phone: string, scene: CodeScene, codeMd5: string, now: number): Promise<string> {
  const db = env.DB
  const row = await db
    .prepare('SELECT id, code_hash, attempts, expires_at, used_at FROM verification_codes WHERE phone = ? AND scene = ? ORDER BY id DESC LIMIT 1')
    .bind(phone, scene)
    .first<CodeRow>()
  if (!row) throw refuse(ServerCode.VerifyCodeWrong, SERVER_MESSAGES.verifyCodeWrong)
  if (row.attempts >= CODE_POLICY.maxAttempts) throw refuse(ServerCode.VerifyCodeBurnt, SERVER_MESSAGES.verifyCodeBurnt)
  if (row.used_at !== null || row.expires_at <= now) throw refuse(ServerCode.VerifyCodeExpired, SERVER_MESSAGES.verifyCodeExpired)

  const presented = await hashCode(readConfig(env).JWT_SECRET, phone, scene, codeMd5)
  if (!timingSafeEqual(presented, row.code_hash)) {
    const counted = await db
      .prepare('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ? RETURNING attempts')
      .bind(row.id)
      .first<{ attempts: number }>()
    if ((counted?.attempts ?? CODE_POLICY.maxAttempts) >= CODE_POLICY.maxAttempts) {
      throw refuse(ServerCode.VerifyCodeBurnt, SERVER_MESSAGES.verifyCodeBurnt)
    }
    throw refuse(ServerCode.VerifyCodeWrong, SERVER_MESSAGES.verifyCodeWrong)
  }
  // Spent once: a racing second use finds used_at set and changes nothing.
  const spent = await db
    .prepare('UPDATE verification_codes SET used_at = ? WHERE id = ? AND used_at IS NULL AND attempts < ?')
    .bind(now, row.id, CODE_POLICY.maxAttempts)
    .run()
  if (spent.meta.changes !== 1) throw refuse(ServerCode.VerifyCodeExpired, SERVER_MESSAGES.verifyCodeExpired)
  return row.code_hash
}
