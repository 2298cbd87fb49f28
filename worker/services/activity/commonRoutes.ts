import { Hono } from 'hono'
import { activityCommonCalls } from '../../../shared/contracts/activityCommon'
import { ok } from '../../../shared/contracts/envelope'
import { COMPLETE_TYPES, ORGANIZATION_TYPES } from '../../../shared/contracts/schemas/activityCommon'
import { POLICY_PAGES } from '../../../shared/routes'
import { isUrlLimited } from '../../../shared/urlLimits'
import { nowSeconds } from '../../lib/clock'
import { requireUser, type UserEnv } from '../../auth/authenticate'
import { activityLink, requireActivity } from './activities'
import { activityState } from '../../../shared/activityState'
import { qrDataUrl } from './qrSvg'
import { exchangeHandover } from './handover'
import { readConfig } from '../../env'
import { servesCallsWithLogin } from '../../lib/serve'

/**
 * The common calls of spec section 7 that the activity pages and the complete-info form
 * need, served by the main (common) service.
 */
export const activityCommonRoutes = new Hono<UserEnv>()
const { serve, serveLoggedIn } = servesCallsWithLogin(activityCommonRoutes, requireUser)

serve(activityCommonCalls.organizationTypes, () => ok({ list: [...ORGANIZATION_TYPES] }))

serve(activityCommonCalls.completeTypes, () => ok({ list: [...COMPLETE_TYPES] }))

serve(activityCommonCalls.protocol, () =>
  ok({
    // The site's policy pages; the subscription instructions are the auto-renewal agreement.
    list: POLICY_PAGES.filter((page) => page.name !== 'membership').map((page) => ({
      name: page.name === 'auto-renewal' ? 'subscription' : page.name,
      title: page.label,
      url: page.path,
    })),
  }),
)

// The pages operators limited in the console (migration 0099); a URL of another site is never limited.
serve(activityCommonCalls.isUrlLimit, async (c, { body }) => {
  const { results } = await c.env.DB.prepare('SELECT pattern FROM url_limits').all<{ pattern: string }>()
  return ok({
    is_limit: isUrlLimited(
      results.map((row) => row.pattern),
      body.url,
      new URL(c.req.url).origin,
    ),
  })
})

serve(activityCommonCalls.salesmanQrCode, async (c, { query }) => {
  const url = `${new URL(c.req.url).origin}/activity/distribution-reg/dist-reg?bit=${query.qr_code_bit}`
  return ok({ img_url: await qrDataUrl(url, 240), name: '光影修图客户经理' })
})

// The running activities for banners and the H5 entry, with the server's clock.
serve(activityCommonCalls.activityConfig, async (c) => {
  const now = nowSeconds()
  const rows = await c.env.DB.prepare('SELECT uuid, family, title, preheat_at, start_at, end_at FROM activities WHERE end_at > ? ORDER BY start_at LIMIT 20')
    .bind(now)
    .all<{ uuid: string; family: string; title: string; preheat_at: number; start_at: number; end_at: number }>()
  return ok({
    server_time: now,
    list: rows.results.map((row) => ({ uuid: row.uuid, title: row.title, state: activityState(row, now), link: activityLink(row) })),
  })
})

serve(activityCommonCalls.h5ActivityInfo, async (c, { query }) => ok(await requireActivity(c.env.DB, query.uuid, nowSeconds())))

serveLoggedIn(activityCommonCalls.completedInfo, async (c) => {
  const info = await c.env.DB.prepare('SELECT org_name, org_type, complete_type, contact_name, city, staff_count FROM org_complete_info WHERE user_id = ?')
    .bind(c.var.session.userId)
    .first<{ org_name: string; org_type: number; complete_type: number; contact_name: string; city: string; staff_count: number }>()
  return ok({ completed: info !== null, info })
})

serveLoggedIn(activityCommonCalls.completeOrgInfo, async (c, { body }) => {
  await c.env.DB.prepare(
    `INSERT INTO org_complete_info (user_id, org_name, org_type, complete_type, contact_name, city, staff_count, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
     ON CONFLICT (user_id) DO UPDATE SET org_name = ?2, org_type = ?3, complete_type = ?4, contact_name = ?5, city = ?6, staff_count = ?7, updated_at = ?8`,
  )
    .bind(c.var.session.userId, body.org_name, body.org_type, body.complete_type, body.contact_name, body.city, body.staff_count, nowSeconds())
    .run()
  return ok(null)
})

// The hand-over's other half: the code, spent once, becomes the main login (the gateway sets the cookie).
serve(activityCommonCalls.handoverExchange, async (c, { body }) =>
  ok({ token: await exchangeHandover(c.env.DB, readConfig(c.env).JWT_SECRET, body.code, nowSeconds()) }),
)
