import { Hono } from 'hono'
import { ENUMERATIONS, enumerateInfoQuery, enumeratePaths } from '../../../shared/contracts/enumerate'
import { ok } from '../../../shared/contracts/envelope'
import type { AppEnv } from '../../env'
import { readQuery } from '../../lib/input'

/** GET /v1/enumerate/info: option lists (type 77, the cancel-subscription reasons; type 8, package use status). */
export const enumerateRoutes = new Hono<AppEnv>().get(enumeratePaths.info, (c) => {
  const { type } = readQuery(c, enumerateInfoQuery)
  return c.json(ok({ type, list: [...(ENUMERATIONS[type] ?? [])] }))
})
