import { describe, expect, it } from 'vitest'
import { layerViolation, testOnlyViolation } from './layers.js'

describe('the import layers', () => {
  it('keeps shared free of client and worker', () => {
    expect(layerViolation('shared/routes.ts', 'client/lib/format')).toMatch(/shared/)
    expect(layerViolation('shared/routes.ts', 'worker/env')).toMatch(/shared/)
    expect(layerViolation('shared/routes.ts', 'shared/enums')).toBeNull()
  })

  it('keeps the worker out of the client but for server rendering, and the client out of the worker', () => {
    expect(layerViolation('client/lib/format.ts', 'worker/env')).toMatch(/client/)
    expect(layerViolation('worker/gateway/gateway.ts', 'client/lib/api/client')).toMatch(/worker\/ssr/)
    expect(layerViolation('worker/ssr/render.tsx', 'client/server')).toBeNull()
  })

  it('lets server rendering reach the client only through client/server.tsx', () => {
    expect(layerViolation('worker/ssr/render.tsx', 'client/router/routes')).toMatch(/client\/server\.tsx/)
    expect(layerViolation('worker/ssr/adIsland.ts', 'client/features/ads/landingKey')).toMatch(/client\/server\.tsx/)
    expect(layerViolation('client/server.tsx', 'client/router/routes')).toBeNull()
    expect(layerViolation('client/server.tsx', 'client/features/ads/api/landing')).toBeNull()
    expect(layerViolation('client/pages/home.tsx', 'client/features/ads/api/landing')).toMatch(/features\/ads/)
  })

  it('enters a service only through its door', () => {
    expect(layerViolation('worker/services/pay/context.ts', 'worker/services/main/user/accounts')).toMatch(/door of the main service/)
    expect(layerViolation('worker/services/pay/context.ts', 'worker/services/main')).toBeNull()
    expect(layerViolation('worker/services/pay/context.ts', 'worker/services/main/index')).toBeNull()
    expect(layerViolation('worker/services/main/user/profile.ts', 'worker/services/main/points/ledger')).toBeNull()
    expect(layerViolation('worker/sandbox/payConsole.ts', 'worker/services/pay/orders')).toMatch(/door of the pay service/)
    expect(layerViolation('worker/scheduled.ts', 'worker/services/pay')).toBeNull()
    expect(layerViolation('worker/services/pay/orders.test.ts', 'worker/services/activity/offers')).toBeNull()
    expect(layerViolation('worker/services/ads/index.ts', 'worker/auth/authenticate')).toBeNull()
    // The package ledger is a service of its own below pay, activity and the user profile.
    expect(layerViolation('worker/services/activity/delivery.ts', 'worker/services/credits')).toBeNull()
    expect(layerViolation('worker/services/main/user/profile.ts', 'worker/services/credits/gifts')).toMatch(/door of the credits service/)
  })

  it('keeps worker/lib free of services', () => {
    expect(layerViolation('worker/lib/input.ts', 'worker/services/serviceApp')).toMatch(/worker\/lib imports no service/)
    expect(layerViolation('worker/lib/input.ts', 'worker/services/pay')).toMatch(/worker\/lib imports no service/)
    expect(layerViolation('worker/lib/input.ts', 'worker/lib/serviceApp')).toBeNull()
  })

  it('keeps test helpers under worker/test/, out of shipped code', () => {
    expect(testOnlyViolation('worker/services/activity/testing.ts', 'vitest')).toMatch(/worker\/test/)
    expect(testOnlyViolation('worker/providers/aliyun/fakePeer.ts', 'cloudflare:test')).toMatch(/worker\/test/)
    expect(testOnlyViolation('worker/test/activity.ts', 'vitest')).toBeNull()
    expect(testOnlyViolation('worker/services/pay/orders.test.ts', 'vitest')).toBeNull()
    expect(testOnlyViolation('worker/services/pay/orders.ts', 'hono')).toBeNull()
    expect(layerViolation('worker/services/pay/orders.ts', 'worker/test/pay')).toMatch(/only tests/)
    expect(layerViolation('worker/services/pay/orders.test.ts', 'worker/test/pay')).toBeNull()
  })

  it('lets imports flow from the app shell down to lib, never up', () => {
    expect(layerViolation('client/router/routes.tsx', 'client/pages/home')).toBeNull()
    expect(layerViolation('client/pages/home.tsx', 'client/features/home/Hero')).toBeNull()
    expect(layerViolation('client/features/home/Hero.tsx', 'client/components/Dialog')).toBeNull()
    expect(layerViolation('client/features/home/Hero.tsx', 'client/pages/home')).toMatch(/features may not import pages/)
    expect(layerViolation('client/features/home/Hero.tsx', 'client/router/routes')).toMatch(/app shell/)
    expect(layerViolation('client/components/Dialog.tsx', 'client/features/login/loginDialogStore')).toMatch(/components/)
    expect(layerViolation('client/layouts/index.tsx', 'client/entry')).toMatch(/app shell/)
  })

  it('ranks the ad island and its entry with the app shell', () => {
    expect(layerViolation('client/island/AdIsland.tsx', 'client/layouts/AdHeader')).toBeNull()
    expect(layerViolation('client/adEntry.tsx', 'client/island/AdIsland')).toBeNull()
    expect(layerViolation('client/features/ads/AdLanding.tsx', 'client/island/AdIsland')).toMatch(/app shell/)
    expect(layerViolation('client/layouts/AdHeader.tsx', 'client/adEntry')).toMatch(/app shell/)
  })

  it('ranks blocks below features and above components and lib', () => {
    expect(layerViolation('client/features/login/PhoneCodeForm.tsx', 'client/blocks/verifyCode/fields')).toBeNull()
    expect(layerViolation('client/blocks/verifyCode/fields.tsx', 'client/components/form')).toBeNull()
    expect(layerViolation('client/blocks/session/login.ts', 'client/blocks/verifyCode/code')).toBeNull()
    expect(layerViolation('client/blocks/session/login.ts', 'client/features/login/loginDialogStore')).toMatch(/blocks may not import features/)
    expect(layerViolation('client/components/form.tsx', 'client/blocks/verifyCode/fields')).toMatch(/components.*may not import blocks/)
    expect(layerViolation('client/features/login/PhoneCodeForm.tsx', 'client/blocks/verifyCode/captcha/CaptchaPanel')).toMatch(/blocks\/verifyCode/)
  })

  it('keeps features from importing one another, blocks and pages from using their insides', () => {
    expect(layerViolation('client/features/activity/purchase.ts', 'client/features/payment/openOrder')).toMatch(
      /a feature imports no other feature \(features\/payment\)/,
    )
    expect(layerViolation('client/features/payment/components/PayDialog.tsx', 'client/features/payment/api/payConfig')).toBeNull()
    expect(layerViolation('client/features/activity/purchase.ts', 'client/blocks/dialogs/dialogs')).toBeNull()
    expect(layerViolation('client/pages/pricing.tsx', 'client/features/payment/PricingView')).toBeNull()
    expect(layerViolation('client/router/dialogs.ts', 'client/features/login/LoginDialog')).toBeNull()
  })

  it('uses another feature only through its top-level modules', () => {
    expect(layerViolation('client/features/points/PointsDialog.tsx', 'client/blocks/session/viewer')).toBeNull()
    expect(layerViolation('client/blocks/dialogs/dialogs.ts', 'client/blocks/checkout/api/createOrder')).toMatch(/blocks\/checkout, not its insides/)
    expect(layerViolation('client/pages/payment.tsx', 'client/features/payment/components/Card')).toMatch(/features\/payment/)
    expect(layerViolation('client/features/payment/components/Card.tsx', 'client/features/payment/api/products')).toBeNull()
  })
})
