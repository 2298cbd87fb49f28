/**
 * The sandbox plays the desktop app and the points mall (JSON for tests and the console):
 * report N exported images for an account, spend points in the mall (type 5), refund an
 * exchange (type 6). Each goes through the points service's own rules.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { MAINLAND_PHONE } from '../../shared/validators'
import type { AppEnv } from '../env'
import { nowSeconds } from '../lib/clock'
import { exchangeDeduct, exchangeRefund, findAccountByPhone, findMember, InsufficientPoints, reportExport } from '../services/main'

const phone = z.string().regex(MAINLAND_PHONE)
// The id a player may give a report or an exchange.
const playerId = z.string().regex(/^[\w-]{1,64}$/)
const exportRequest = z.object({
  phone,
  images: z.number().int().min(1).max(100_000),
  report_id: playerId.optional(),
})
const spendRequest = z.object({
  phone,
  points: z.number().int().min(1).max(10_000_000),
  exchange_id: playerId.optional(),
})
const refundRequest = z.object({ phone, exchange_id: playerId, points: z.number().int().min(1).optional() })

async function bodyOf(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return null
  }
}

async function memberByPhone(db: D1Database, value: string) {
  const account = await findAccountByPhone(db, value)
  return account ? findMember(db, account.id) : null
}

export const pointsPlayer = new Hono<AppEnv>()
  .post('/export', async (c) => {
    const parsed = exportRequest.safeParse(await bodyOf(c.req.raw))
    if (!parsed.success) return c.json({ error: 'expected { phone, images, report_id? }' }, 400)
    const member = await memberByPhone(c.env.DB, parsed.data.phone)
    if (!member) return c.json({ error: 'no account with that phone' }, 404)
    const reportId = parsed.data.report_id ?? crypto.randomUUID()
    return c.json({ report_id: reportId, points: await reportExport(c.env.DB, member, parsed.data.images, reportId, nowSeconds()) })
  })
  .post('/spend', async (c) => {
    const parsed = spendRequest.safeParse(await bodyOf(c.req.raw))
    if (!parsed.success) return c.json({ error: 'expected { phone, points, exchange_id? }' }, 400)
    const member = await memberByPhone(c.env.DB, parsed.data.phone)
    if (!member?.isMain) return c.json({ error: 'only a main account may exchange points' }, 403)
    const exchangeId = parsed.data.exchange_id ?? crypto.randomUUID()
    try {
      const points = await exchangeDeduct(c.env.DB, member.orgId, member.userId, parsed.data.points, exchangeId, nowSeconds())
      return c.json({ exchange_id: exchangeId, points })
    } catch (error) {
      if (error instanceof InsufficientPoints) return c.json({ error: '积分不足', available: error.available }, 409)
      throw error
    }
  })
  .post('/refund', async (c) => {
    const parsed = refundRequest.safeParse(await bodyOf(c.req.raw))
    if (!parsed.success) return c.json({ error: 'expected { phone, exchange_id, points? }' }, 400)
    const member = await memberByPhone(c.env.DB, parsed.data.phone)
    if (!member?.isMain) return c.json({ error: 'only a main account may exchange points' }, 403)
    return c.json({ points: await exchangeRefund(c.env.DB, member.orgId, parsed.data.exchange_id, parsed.data.points, nowSeconds()) })
  })
