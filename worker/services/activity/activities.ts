import type { ActivityInfo, Gift, OfferCard } from '../../../shared/contracts/activity'
import { ACTIVITY_MESSAGES, ActivityState } from '../../../shared/contracts/activity'
import { ServiceError } from '../serviceApp'
import { activityState } from '../../../shared/activityState'

interface ActivityRow {
  uuid: string
  family: string
  type: number
  task_kind: number
  title: string
  subtitle: string
  preheat_at: number
  start_at: number
  end_at: number
  welfare_rule: string
  theme: string
  rules: string
  share_title: string
  share_description: string
}

interface CardRow extends Omit<OfferCard, 'features'> {
  features: string
  activity_uuid: string
}

const COLUMNS = 'uuid, family, type, task_kind, title, subtitle, preheat_at, start_at, end_at, welfare_rule, theme, rules, share_title, share_description'

function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

/** The path an activity is shown at, for its share link. */
export function activityLink(row: Pick<ActivityRow, 'family' | 'uuid'>): string {
  switch (row.family) {
    case 'welfare':
      return `/welfare/${row.uuid}`
    case 'new-welfare':
      return `/new-welfare/${row.uuid}`
    case 'exchange':
      return `/exchange/${row.uuid}`
    case 'invite':
      return `/invite?uuid=${row.uuid}`
    case 'xshd':
      return `/xshd?uuid=${row.uuid}`
    case 'register-new':
      return `/register-new?uuid=${row.uuid}`
    case 'client-share':
      return `/client/share?uuid=${row.uuid}`
    default:
      return `/activity/${row.family}/${row.uuid}`
  }
}

/** The statements reading the gifts and offer cards of these activities. */
function extrasOf(db: D1Database, uuids: string[]): [D1PreparedStatement, D1PreparedStatement] {
  const marks = uuids.map(() => '?').join(', ')
  return [
    db.prepare(`SELECT id, activity_uuid, type, name, amount, unit FROM activity_gifts WHERE activity_uuid IN (${marks}) ORDER BY id`).bind(...uuids),
    db.prepare(`SELECT id, activity_uuid, tier, name, product_id, price, original_price, features, gift_id FROM activity_cards WHERE activity_uuid IN (${marks}) ORDER BY sort, tier, id`).bind(...uuids),
  ]
}

function assemble(rows: ActivityRow[], gifts: (Gift & { activity_uuid: string })[], cards: CardRow[], now: number): ActivityInfo[] {
  return rows.map((row) => ({
    uuid: row.uuid,
    family: row.family,
    type: row.type,
    task_kind: row.task_kind,
    title: row.title,
    subtitle: row.subtitle,
    state: activityState(row, now),
    preheat_at: row.preheat_at,
    start_at: row.start_at,
    end_at: row.end_at,
    server_time: now,
    welfare_rule: row.welfare_rule,
    theme: row.theme,
    rules: jsonList(row.rules),
    share: { title: row.share_title || row.title, description: row.share_description || row.subtitle, link: activityLink(row), thumbnail: '/favicon.svg' },
    gifts: gifts.filter((gift) => gift.activity_uuid === row.uuid).map(({ activity_uuid: _, ...gift }) => gift),
    cards: cards.filter((card) => card.activity_uuid === row.uuid).map(({ activity_uuid: _, features, ...card }) => ({ ...card, features: jsonList(features) })),
  }))
}

async function details(db: D1Database, rows: ActivityRow[], now: number): Promise<ActivityInfo[]> {
  if (rows.length === 0) return []
  const [gifts, cards] = extrasOf(db, rows.map((row) => row.uuid))
  const [giftRows, cardRows] = await Promise.all([gifts.all<Gift & { activity_uuid: string }>(), cards.all<CardRow>()])
  return assemble(rows, giftRows.results, cardRows.results, now)
}

/**
 * An activity by uuid, or null: its row, gifts and cards in one batch, one trip to D1 (the
 * edge asks for it before an activity page's first byte).
 */
export async function findActivity(db: D1Database, uuid: string, now: number): Promise<ActivityInfo | null> {
  const [rows, gifts, cards] = await db.batch([db.prepare(`SELECT ${COLUMNS} FROM activities WHERE uuid = ?`).bind(uuid), ...extrasOf(db, [uuid])])
  return assemble(rows!.results as ActivityRow[], gifts!.results as (Gift & { activity_uuid: string })[], cards!.results as CardRow[], now)[0] ?? null
}

/** An activity by uuid; an unknown one is a 404 envelope. */
export async function requireActivity(db: D1Database, uuid: string, now: number): Promise<ActivityInfo> {
  const activity = await findActivity(db, uuid, now)
  if (!activity) throw new ServiceError(404, ACTIVITY_MESSAGES.notFound, 404)
  return activity
}

/** The activities of a type that have not ended, soonest first. */
export async function activitiesOfType(db: D1Database, type: number, now: number): Promise<ActivityInfo[]> {
  const rows = await db.prepare(`SELECT ${COLUMNS} FROM activities WHERE type = ? AND end_at > ? ORDER BY start_at LIMIT 20`).bind(type, now).all<ActivityRow>()
  return details(db, rows.results, now)
}

/** Whether an activity is over; its calls that change state answer 16. */
export function isEnded(activity: ActivityInfo): boolean {
  return activity.state === ActivityState.Ended
}

/** The running activity of a family (else its latest), for the pages that take no uuid; an unknown family is a 404. */
export async function currentOfFamily(db: D1Database, family: string, now: number): Promise<ActivityInfo> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM activities WHERE family = ? ORDER BY (start_at <= ?1 AND end_at > ?1) DESC, end_at > ?1 DESC, start_at DESC LIMIT 1`.replace('family = ?', 'family = ?2'))
    .bind(now, family)
    .first<ActivityRow>()
  const activity = row ? (await details(db, [row], now))[0] : undefined
  if (!activity) throw new ServiceError(404, ACTIVITY_MESSAGES.notFound, 404)
  return activity
}
