import { Hono } from 'hono'
import { ok } from '../../../../shared/contracts/envelope'
import { userPaths } from '../../../../shared/contracts/user'
import { requireUser, unauthorized, type UserEnv } from '../../../auth/authenticate'
import { nowSeconds } from '../../../lib/clock'
import { readDevices, readImInfo, readOrderProducts, readRemainingAssets, readUserInfo } from './profile'

/** What the header, the user panel and the profile pages show about the logged-in account. */
export const infoRoutes = new Hono<UserEnv>()
  .get(userPaths.userInfo, requireUser, async (c) => {
    const info = await readUserInfo(c.env.DB, c.var.session.userId, nowSeconds())
    if (!info) throw unauthorized()
    return c.json(ok(info))
  })
  .get(userPaths.imInfo, requireUser, async (c) => c.json(ok(await readImInfo(c.env.DB, c.var.session.userId, nowSeconds()))))
  .get(userPaths.remainingAssets, requireUser, async (c) => c.json(ok(await readRemainingAssets(c.env.DB, c.var.session.userId))))
  .get(userPaths.orderProducts, requireUser, async (c) => c.json(ok(await readOrderProducts(c.env.DB, c.var.session.userId))))
  .get(userPaths.devices, requireUser, async (c) => c.json(ok(await readDevices(c.env.DB, c.var.session.userId))))
