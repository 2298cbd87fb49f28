import { Hono } from 'hono'
import { activityCalls } from '../../../shared/contracts/activity'
import { ACTIVITY_MESSAGES } from '../../../shared/contracts/activityMessages'
import { ok } from '../../../shared/contracts/envelope'
import { nowSeconds } from '../../lib/clock'
import { servesCallsWithLogin } from '../../lib/serve'
import { ServiceError } from '../../lib/serviceApp'
import { requireActivityUser, type ActivityEnv } from '../../auth/authenticate'
import { activityLink, currentOfFamily, requireActivity } from './activities'
import { qrDataUrl } from './qrSvg'

interface Salesman {
  id: number
  name: string
  code: string
  phone: string
}

async function salesman(db: D1Database, code: string): Promise<Salesman> {
  const row = await db.prepare('SELECT id, name, code, phone FROM activity_salesmen WHERE code = ?').bind(code).first<Salesman>()
  if (!row) throw new ServiceError(404, ACTIVITY_MESSAGES.salesmanNotFound, 404)
  return row
}

/** A phone shown on a salesman's page: the middle four digits hidden. */
function masked(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`
}

/** The salesman of a distribution link and the registrations and subscriptions they brought. */
export const salesRoutes = new Hono<ActivityEnv>()
const { serve, serveLoggedIn } = servesCallsWithLogin(salesRoutes, requireActivityUser)

/** The family a salesman's link opens when it names no activity. */
const DEFAULT_DISTRIBUTION_FAMILY = 'distribution-reg'

serve(activityCalls.salesInfo, async (c, { query }) => {
  const now = nowSeconds()
  const row = await salesman(c.env.DB, query.code)
  const activity = query.uuid ? await requireActivity(c.env.DB, query.uuid, now) : await currentOfFamily(c.env.DB, DEFAULT_DISTRIBUTION_FAMILY, now)
  // The activity's own page with the salesman's code: who logs in through it is theirs.
  const url = new URL(activityLink(activity), c.req.url)
  url.searchParams.set('sales', row.code)
  const link = url.toString()
  return ok({ name: row.name, code: row.code, phone: row.phone, link, qr_img: await qrDataUrl(link, 240) })
})

// A visitor is a salesman's registration once, the first salesman whose link brought them keeping them.
serveLoggedIn(activityCalls.distributionJoin, async (c, { body }) => {
  const db = c.env.DB
  const now = nowSeconds()
  await requireActivity(db, body.uuid, now)
  const row = await salesman(db, body.code)
  const userId = c.var.activitySession.userId
  const result = await db
    .prepare(
      `INSERT INTO activity_distributions (salesman_id, user_id, kind, created_at)
       SELECT ?1, ?2, 'reg', ?3 WHERE NOT EXISTS (SELECT 1 FROM activity_distributions WHERE user_id = ?2 AND kind = 'reg')
       ON CONFLICT (salesman_id, user_id, kind) DO NOTHING`,
    )
    .bind(row.id, userId, now)
    .run()
  return ok({ counted: result.meta.changes === 1 })
})

serve(activityCalls.distributionInfo, async (c, { query }) => {
  const db = c.env.DB
  const row = await salesman(db, query.code)
  const [counts, recent] = await Promise.all([
    db
      .prepare(`SELECT sum(kind = 'reg') AS reg, sum(kind = 'sub') AS sub FROM activity_distributions WHERE salesman_id = ?`)
      .bind(row.id)
      .first<{ reg: number | null; sub: number | null }>(),
    db
      .prepare(
        'SELECT u.phone, d.kind, d.created_at FROM activity_distributions d JOIN activity_users u ON u.id = d.user_id WHERE d.salesman_id = ? ORDER BY d.created_at DESC LIMIT 10',
      )
      .bind(row.id)
      .all<{ phone: string; kind: string; created_at: number }>(),
  ])
  return ok({
    salesman: row.name,
    registrations: counts?.reg ?? 0,
    subscriptions: counts?.sub ?? 0,
    recent: recent.results.map((item) => ({ ...item, phone: masked(item.phone) })),
  })
})
