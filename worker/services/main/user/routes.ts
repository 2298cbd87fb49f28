import { Hono } from 'hono'
import { appleRoutes } from './apple'
import { cancellationRoutes } from './cancellationRoutes'
import { codeRoutes } from './codeRoutes'
import type { UserEnv } from '../../../auth/authenticate'
import { infoRoutes } from './infoRoutes'
import { loginRoutes } from './login'
import { securityRoutes } from './securityRoutes'
import { wechatRoutes } from './wechatRoutes'

/** The user service of spec section 7, on D1. */
export const userRoutes = new Hono<UserEnv>()
  .route('/', codeRoutes)
  .route('/', loginRoutes)
  .route('/', wechatRoutes)
  .route('/', appleRoutes)
  .route('/', securityRoutes)
  .route('/', cancellationRoutes)
  .route('/', infoRoutes)
