import { Hono } from 'hono'
import { ok } from '../../../../shared/contracts/envelope'
import { userCalls } from '../../../../shared/contracts/user'
import { requireUser, unauthorized, type UserEnv } from '../../../auth/authenticate'
import { nowSeconds } from '../../../lib/clock'
import { servesCallsWithLogin } from '../../../lib/serve'
import { readDevices, readImInfo, readOrderProducts, readRemainingAssets, readUserInfo, removeDevice } from './profile'

/** What the header, the user panel and the profile pages show about the logged-in account. */
export const infoRoutes = new Hono<UserEnv>()
const { serveLoggedIn } = servesCallsWithLogin(infoRoutes, requireUser)

serveLoggedIn(userCalls.userInfo, async (c) => {
  const info = await readUserInfo(c.env.DB, c.var.session.userId, nowSeconds())
  if (!info) throw unauthorized()
  return ok(info)
})
serveLoggedIn(userCalls.imInfo, async (c) => ok(await readImInfo(c.env.DB, c.var.session.userId, nowSeconds())))
serveLoggedIn(userCalls.remainingAssets, async (c) => ok(await readRemainingAssets(c.env.DB, c.var.session.userId, nowSeconds())))
serveLoggedIn(userCalls.orderProducts, async (c) => ok(await readOrderProducts(c.env.DB, c.var.session.userId)))
serveLoggedIn(userCalls.devices, async (c) => ok(await readDevices(c.env.DB, c.var.session.userId)))
serveLoggedIn(userCalls.removeDevice, async (c, { body }) => {
  await removeDevice(c.env.DB, c.var.session.userId, body.id)
  return ok(null)
})
