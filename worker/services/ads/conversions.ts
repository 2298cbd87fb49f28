import type { ConversionKind } from '../../../shared/contracts/ads'
import { log } from '../../lib/log'
import type { Bindings } from '../../env'
import { adPlatformAdapter } from '../../providers/ads'

interface Click {
  platform: number
  click_id: string
  click_uri: string
}

/** The visitor's latest ad click: by web_id, else by the user's reported login. */
async function latestClick(db: D1Database, webId: string | null, userId: number | null): Promise<Click | null> {
  if (webId) {
    const click = await db.prepare('SELECT platform, click_id, click_uri FROM ad_clicks WHERE web_id = ? ORDER BY id DESC LIMIT 1').bind(webId).first<Click>()
    if (click) return click
  }
  if (userId) {
    return db
      .prepare(
        `SELECT c.platform, c.click_id, c.click_uri FROM ad_reports r JOIN ad_clicks c ON c.web_id = r.web_id
         WHERE r.user_id = ? AND r.phase = 'login' ORDER BY c.id DESC LIMIT 1`,
      )
      .bind(userId)
      .first<Click>()
  }
  return null
}

/**
 * Stores a conversion tied to the visitor's ad click (idempotent per web_id, kind and ref),
 * then hands it to the ad platform's adapter. Returns whether it was new. Purchases are
 * recorded by the payment service with `kind: 'purchase'` and the trade number as ref.
 */
export async function recordConversion(
  env: Bindings,
  input: { webId: string | null; userId: number | null; kind: ConversionKind; ref: string; now: number },
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<boolean> {
  const click = await latestClick(env.DB, input.webId, input.userId)
  const owner = input.webId ?? `user:${input.userId ?? 0}`
  const row = await env.DB.prepare(
    `INSERT OR IGNORE INTO ad_conversions (web_id, kind, ref, platform, click_id, click_uri, user_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(owner, input.kind, input.ref, click?.platform ?? null, click?.click_id ?? null, click?.click_uri ?? null, input.userId, input.now)
    .first<{ id: number }>()
  if (!row) return false
  const adapter = adPlatformAdapter(env)
  if (adapter && click) {
    const conversion = {
      id: row.id,
      platform: click.platform,
      clickId: click.click_id,
      clickUri: click.click_uri,
      kind: input.kind,
      ref: input.ref,
      at: input.now,
    }
    waitUntil(
      adapter
        .deliver(conversion)
        .then((delivered) => (delivered ? env.DB.prepare('UPDATE ad_conversions SET delivered = 1 WHERE id = ?').bind(row.id).run() : undefined))
        .catch((error: unknown) => log('warn', 'ads.conversion_delivery_failed', { error })),
    )
  }
  return true
}
