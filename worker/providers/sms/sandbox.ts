import type { SmsMessage, SmsSender } from './provider'

/** The sandbox "sends" a code by writing it, in plain, to the inbox the sandbox console shows. */
export function sandboxSms(db: D1Database): SmsSender {
  return {
    async send({ phone, code, scene, sentAt }: SmsMessage) {
      await db.prepare('INSERT INTO sandbox_sms_inbox (phone, code, scene, sent_at) VALUES (?, ?, ?, ?)').bind(phone, code, scene, sentAt).run()
    },
  }
}

export interface InboxEntry {
  phone: string
  code: string
  scene: number
  sent_at: number
}

/** The latest code sent to a phone. */
export function latestCode(db: D1Database, phone: string): Promise<InboxEntry | null> {
  return db.prepare('SELECT phone, code, scene, sent_at FROM sandbox_sms_inbox WHERE phone = ? ORDER BY id DESC LIMIT 1').bind(phone).first<InboxEntry>()
}

/** The latest code of each phone, newest first. */
export async function inbox(db: D1Database, limit = 50): Promise<InboxEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT phone, code, scene, sent_at FROM sandbox_sms_inbox
       WHERE id IN (SELECT max(id) FROM sandbox_sms_inbox GROUP BY phone) ORDER BY id DESC LIMIT ?`,
    )
    .bind(limit)
    .all<InboxEntry>()
  return results
}
