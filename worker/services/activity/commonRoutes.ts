import { Hono } from 'hono'
import {
  activityCommonPaths,
  infoQuery,
  COMPLETE_TYPES,
  completeOrgInfoRequest,
  isUrlLimitRequest,
  ORGANIZATION_TYPES,
  salesmanQrCodeQuery,
} from '../../../shared/contracts/activity'
import { ok } from '../../../shared/contracts/envelope'
import { POLICY_PAGES } from '../../../shared/routes'
import { nowSeconds } from '../../lib/clock'
import { readJson, readQuery } from '../../lib/input'
import { requireUser, type UserEnv } from '../../auth/authenticate'
import { activityLink, requireActivity } from './activities'
import { activityState } from '../../../shared/activityState'
import { qrDataUrl } from './qrSvg'

/**
 * The common calls of spec section 7 that the activity pages and the complete-info form
 * need, served by the main (common) service.
 */
export const activityCommonRoutes = new Hono<UserEnv>()
  .get(activityCommonPaths.organizationTypes, (c) => c.json(ok({ list: [...ORGANIZATION_TYPES] })))
  .get(activityCommonPaths.completeTypes, (c) => c.json(ok({ list: [...COMPLETE_TYPES] })))
  .get(activityCommonPaths.protocol, (c) =>
    c.json(
      ok({
        // The site's policy pages; the subscription instructions are the auto-renewal agreement.
        list: POLICY_PAGES.filter((page) => page.name !== 'membership').map((page) => ({
          name: page.name === 'auto-renewal' ? 'subscription' : page.name,
          title: page.label,
          url: page.path,
        })),
      }),
    ),
  )
  .post(activityCommonPaths.isUrlLimit, async (c) => {
    await readJson(c, isUrlLimitRequest)
    return c.json(ok({ is_limit: false }))
  })
  .get(activityCommonPaths.salesmanQrCode, async (c) => {
    const { qr_code_bit } = readQuery(c, salesmanQrCodeQuery)
    const url = `${new URL(c.req.url).origin}/activity/distribution-reg/dist-reg?bit=${qr_code_bit}`
    return c.json(ok({ img_url: await qrDataUrl(url, 240), name: '光影修图客户经理' }))
  })
  // The running activities for banners and the H5 entry, with the server's clock.
  .get(activityCommonPaths.activityConfig, async (c) => {
    const now = nowSeconds()
    const rows = await c.env.DB.prepare('SELECT uuid, family, title, preheat_at, start_at, end_at FROM activities WHERE end_at > ? ORDER BY start_at LIMIT 20')
      .bind(now)
      .all<{ uuid: string; family: string; title: string; preheat_at: number; start_at: number; end_at: number }>()
    return c.json(ok({ server_time: now, list: rows.results.map((row) => ({ uuid: row.uuid, title: row.title, state: activityState(row, now), link: activityLink(row) })) }))
  })
  .get(activityCommonPaths.h5ActivityInfo, async (c) => {
    const { uuid } = readQuery(c, infoQuery)
    return c.json(ok(await requireActivity(c.env.DB, uuid, nowSeconds())))
  })
  .get(activityCommonPaths.completedInfo, requireUser, async (c) => {
    const info = await c.env.DB.prepare('SELECT org_name, org_type, complete_type, contact_name, city, staff_count FROM org_complete_info WHERE user_id = ?')
      .bind(c.var.session.userId)
      .first<{ org_name: string; org_type: number; complete_type: number; contact_name: string; city: string; staff_count: number }>()
    return c.json(ok({ completed: info !== null, info }))
  })
  .post(activityCommonPaths.completeOrgInfo, requireUser, async (c) => {
    const body = await readJson(c, completeOrgInfoRequest)
    await c.env.DB.prepare(
      `INSERT INTO org_complete_info (user_id, org_name, org_type, complete_type, contact_name, city, staff_count, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT (user_id) DO UPDATE SET org_name = ?2, org_type = ?3, complete_type = ?4, contact_name = ?5, city = ?6, staff_count = ?7, updated_at = ?8`,
    )
      .bind(c.var.session.userId, body.org_name, body.org_type, body.complete_type, body.contact_name, body.city, body.staff_count, nowSeconds())
      .run()
    return c.json(ok(null))
  })
