import type { ActivityInfo, Gift, OfferCard } from '../../../shared/contracts/schemas/activity'
import { ACTIVITY_MESSAGES } from '../../../shared/contracts/activityMessages'
import { ServiceError } from '../../lib/serviceApp'
import { activityState } from '../../../shared/activityState'
import { SHARE_CARD_PATH } from '../../../shared/constants'

export interface ActivityRow {
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
  /** Set in the console; empty: the activity's page and the site's share card. */
  share_link: string
  share_thumbnail: string
}

interface ActivityWithExtrasRow extends ActivityRow {
  /** JSON arrays built by SQLite, so an activity and its extras come in one statement. */
  gifts: string
  cards: string
  /** The family's own content, a JSON object (migration 0100). */
  data: string
}

type CardRow = Omit<OfferCard, 'features'> & { features: unknown }

const COLUMNS =
  'uuid, family, type, task_kind, title, subtitle, preheat_at, start_at, end_at, welfare_rule, theme, rules, share_title, share_description, share_link, share_thumbnail'
const GIFTS = `(SELECT json_group_array(json_object('id', id, 'type', type, 'name', name, 'amount', amount, 'unit', unit))
  FROM (SELECT * FROM activity_gifts WHERE activity_uuid = activities.uuid ORDER BY id)) AS gifts`
/**
 * A card is its catalogue product (pay_products) at the campaign's price: its name is the
 * product's, what it includes the product's own lines (then the card's extra ones), its 原价
 * the product's list price, and its price never above the product's, so /payment, the card
 * and the pay dialog agree. The card's own name column (the console's label) is not shown.
 */
const CARDS = `(SELECT json_group_array(json_object('id', id, 'tier', tier, 'name', name, 'product_id', product_id, 'price', price, 'original_price', original_price, 'features', json(features), 'gift_id', gift_id))
  FROM (SELECT c.id, c.tier, p.name, c.product_id, c.gift_id, MIN(c.price, p.price) AS price, MAX(p.price, p.original_price) AS original_price,
          (SELECT json_group_array(value) FROM (SELECT 0 AS part, key, value FROM json_each(p.features) UNION ALL SELECT 1, key, value FROM json_each(c.features) ORDER BY part, key)) AS features
        FROM activity_cards c JOIN pay_products p ON p.id = c.product_id
        WHERE c.activity_uuid = activities.uuid ORDER BY c.sort, c.tier, c.id)) AS cards`
/** An activity's columns with its gifts and offer cards: one statement, one trip to D1 (the edge reads it before an activity page's first byte). */
const WITH_EXTRAS = `SELECT ${COLUMNS}, data, ${GIFTS}, ${CARDS} FROM activities`

/** A JSON list of strings, as text or (a card's features, built by SQLite) already a list. */
function jsonList(text: unknown): string[] {
  try {
    const value: unknown = typeof text === 'string' ? JSON.parse(text) : text
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

function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function parsed<T>(text: string): T[] {
  const value: unknown = JSON.parse(text)
  return Array.isArray(value) ? (value as T[]) : []
}

function assemble(row: ActivityWithExtrasRow, now: number): ActivityInfo {
  return {
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
    share: {
      title: row.share_title || row.title,
      description: row.share_description || row.subtitle,
      link: row.share_link || activityLink(row),
      thumbnail: row.share_thumbnail || SHARE_CARD_PATH,
    },
    gifts: parsed<Gift>(row.gifts),
    cards: parsed<CardRow>(row.cards).map(({ features, ...card }) => ({ ...card, features: jsonList(features) })),
    data: jsonObject(row.data),
  }
}

/** An activity by uuid, or null. */
export async function findActivity(db: D1Database, uuid: string, now: number): Promise<ActivityInfo | null> {
  const row = await db.prepare(`${WITH_EXTRAS} WHERE uuid = ?`).bind(uuid).first<ActivityWithExtrasRow>()
  return row ? assemble(row, now) : null
}

/** An activity by uuid; an unknown one is a 404 envelope. */
export async function requireActivity(db: D1Database, uuid: string, now: number): Promise<ActivityInfo> {
  const activity = await findActivity(db, uuid, now)
  if (!activity) throw new ServiceError(404, ACTIVITY_MESSAGES.notFound, 404)
  return activity
}

/** The activities of a type that have not ended, soonest first. */
export async function activitiesOfType(db: D1Database, type: number, now: number): Promise<ActivityInfo[]> {
  const rows = await db.prepare(`${WITH_EXTRAS} WHERE type = ? AND end_at > ? ORDER BY start_at LIMIT 20`).bind(type, now).all<ActivityWithExtrasRow>()
  return rows.results.map((row) => assemble(row, now))
}

/** The running activity of a family (else its latest), for the pages that take no uuid; an unknown family is a 404. */
export async function currentOfFamily(db: D1Database, family: string, now: number): Promise<ActivityInfo> {
  const row = await db
    .prepare(`${WITH_EXTRAS} WHERE family = ?2 ORDER BY (start_at <= ?1 AND end_at > ?1) DESC, end_at > ?1 DESC, start_at DESC LIMIT 1`)
    .bind(now, family)
    .first<ActivityWithExtrasRow>()
  if (!row) throw new ServiceError(404, ACTIVITY_MESSAGES.notFound, 404)
  return assemble(row, now)
}
