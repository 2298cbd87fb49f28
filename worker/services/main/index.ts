import { configPaths } from '../../../shared/contracts/config'
import { ok } from '../../../shared/contracts/envelope'
import { adsService } from '../ads'
import { activityCommonRoutes } from '../activity/commonRoutes'
import { commonService } from '../common'
import { enumerateRoutes } from '../common/enumerate'
import { createServiceApp } from '../../lib/serviceApp'
import { readGlobalConfig } from './config'
import { pointsRoutes } from './points/routes'
import { userRoutes } from './user/routes'

/** The built-in main (user, points and common) service. */
export const mainService = createServiceApp()
  .get(configPaths.global, async (c) => c.json(ok(await readGlobalConfig(c.env.DB))))
  .route('/', userRoutes)
  .route('/', pointsRoutes)
  .route('/', commonService)
  .route('/', enumerateRoutes)
  .route('/', activityCommonRoutes)
  .route('/', adsService)
