import { configCalls } from '../../../shared/contracts/config'
import { ok } from '../../../shared/contracts/envelope'
import { adsService } from '../ads'
import { activityCommonRoutes } from '../activity/commonRoutes'
import { commonService } from '../common'
import { enumerateRoutes } from '../common/enumerate'
import { createServiceApp } from '../../lib/serviceApp'
import { servesCalls } from '../../lib/serve'
import { readGlobalConfig } from './config'
import { pointsRoutes } from './points/routes'
import { userRoutes } from './user/routes'

/** The built-in main (user, points and common) service. */
export const mainService = createServiceApp()
// The global config is routed first, as before the routes below.
servesCalls(mainService)(configCalls.global, async (c) => ok(await readGlobalConfig(c.env.DB)))
mainService
  .route('/', userRoutes)
  .route('/', pointsRoutes)
  .route('/', commonService)
  .route('/', enumerateRoutes)
  .route('/', activityCommonRoutes)
  .route('/', adsService)
