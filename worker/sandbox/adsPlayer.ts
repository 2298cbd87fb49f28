import { Hono } from 'hono'
import type { AppEnv } from '../env'

/**
 * What the built-in ads service stored, for testers and journeys: the ad reports of one
 * visitor (web_id), oldest first.
 */
export const adsPlayer = new Hono<AppEnv>().get('/reports', async (c) => {
  const webId = c.req.query('web_id') ?? ''
  const { results } = await c.env.DB.prepare(
    'SELECT web_id, click_uri, phase, platform, os, ad_params, user_id FROM ad_reports WHERE web_id = ? ORDER BY created_at, rowid',
  )
    .bind(webId)
    .all<{ web_id: string; click_uri: string; phase: string; platform: number; os: string; ad_params: string; user_id: number | null }>()
  return c.json({ reports: results.map((row) => ({ ...row, ad_params: JSON.parse(row.ad_params) as Record<string, string> })) })
})
