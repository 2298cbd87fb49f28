import { Hono } from 'hono'
import { ACTIVITY_MESSAGES, activityCalls } from '../../../shared/contracts/activity'
import { ok } from '../../../shared/contracts/envelope'
import { servesCalls } from '../../lib/serve'
import { ServiceError } from '../../lib/serviceApp'
import type { ActivityEnv } from '../../auth/authenticate'

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
const serve = servesCalls(salesRoutes)

serve(activityCalls.salesInfo, async (c, { query }) => {
  const row = await salesman(c.env.DB, query.code)
  return ok({ name: row.name, code: row.code, phone: row.phone })
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
