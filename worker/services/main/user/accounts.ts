import { AccessTag } from '../../../../shared/access'
import { DEFAULT_SOURCE_ID } from '../../../../shared/constants'
import { ServerCode } from '../../../../shared/enums'
import { SERVER_MESSAGES } from '../../../../shared/messages'
import { ServiceError } from '../../../lib/serviceApp'

/** The fields of an account the login and security rules read. */
export interface Account {
  id: number
  phone: string
  org_id: number | null
  can_change_phone: number
}

const ACCOUNT_COLUMNS = 'id, phone, org_id, can_change_phone'

export function findAccount(db: D1Database, userId: number): Promise<Account | null> {
  return db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = ? AND deleted_at IS NULL`).bind(userId).first<Account>()
}

export function findAccountByPhone(db: D1Database, phone: string): Promise<Account | null> {
  return db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE phone = ? AND deleted_at IS NULL`).bind(phone).first<Account>()
}

/** Whether a phone belongs to an account (one under cancellation still holds its phone). */
export async function phoneTaken(db: D1Database, phone: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM users WHERE phone = ?').bind(phone).first()) !== null
}

/**
 * What a first login creates: an account that is the main account of a new, still empty
 * organisation. It may buy packages and is asked to complete the organisation's details.
 */
const NEW_ACCOUNT_ACCESS = AccessTag.Packages | AccessTag.ShowCompleteInfoDialog

/** What else follows when a phone gets its account. */
type AccountCreated = (db: D1Database, account: Account, now: number) => Promise<unknown>
const accountCreatedHooks: AccountCreated[] = []

/**
 * Adds what follows an account's creation. The services that build on this one (the
 * activity service credits the gifts a phone claimed before it had an account) are wired
 * in by the gateway, so this service imports none of them.
 */
export function onAccountCreated(hook: AccountCreated): void {
  accountCreatedHooks.push(hook)
}

/** Registers a phone: the organisation, the account and the link back, in one transaction. */
export async function createAccount(db: D1Database, phone: string, source: { id?: number; uuid?: string }, now: number): Promise<Account> {
  try {
    await db.batch([
      db
        .prepare('INSERT INTO organisations (source_id, source_uuid, created_at) VALUES (?, ?, ?)')
        .bind(source.id ?? DEFAULT_SOURCE_ID, source.uuid ?? null, now),
      db.prepare('INSERT INTO users (phone, access_tag, org_id, created_at) VALUES (?, ?, last_insert_rowid(), ?)').bind(phone, NEW_ACCOUNT_ACCESS, now),
      db.prepare('UPDATE organisations SET main_user_id = last_insert_rowid() WHERE id = (SELECT org_id FROM users WHERE id = last_insert_rowid())'),
    ])
  } catch (error) {
    // Two first logins of one phone at once: the other one created it.
    const existing = await findAccountByPhone(db, phone)
    if (existing) return existing
    throw error
  }
  const created = await findAccountByPhone(db, phone)
  if (!created) throw new Error(`account for ${phone} vanished after creation`)
  for (const hook of accountCreatedHooks) await hook(db, created, now)
  return created
}

/** '****1234': how an account is named to someone who does not own it. */
export function maskPhone(phone: string): string {
  return `****${phone.slice(-4)}`
}

/** 165: the WeChat is bound to another account, named masked. */
export function boundToOtherAccount(phone: string): ServiceError {
  const masked = maskPhone(phone)
  return new ServiceError(ServerCode.OpenidBoundToOtherAccount, SERVER_MESSAGES.openidBoundToOtherAccount(masked), 200, { masked_phone: masked })
}

export interface Binding {
  openid: string
  user_id: number
  phone: string
}

export function bindingOfOpenid(db: D1Database, openid: string): Promise<Binding | null> {
  return db
    .prepare('SELECT b.openid, b.user_id, u.phone FROM wechat_bindings b JOIN users u ON u.id = b.user_id WHERE b.openid = ?')
    .bind(openid)
    .first<Binding>()
}

export function bindingOfUser(db: D1Database, userId: number): Promise<Binding | null> {
  return db
    .prepare('SELECT b.openid, b.user_id, u.phone FROM wechat_bindings b JOIN users u ON u.id = b.user_id WHERE b.user_id = ?')
    .bind(userId)
    .first<Binding>()
}

/** Binds a WeChat to an account, replacing the account's earlier WeChat (a rebind). */
export function bindStatements(db: D1Database, userId: number, openid: string, now: number): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM wechat_bindings WHERE user_id = ?').bind(userId),
    db.prepare('INSERT INTO wechat_bindings (openid, user_id, bound_at) VALUES (?, ?, ?)').bind(openid, userId, now),
  ]
}
