import { Hono } from 'hono'
import { ConfigError, readConfig, type AppEnv } from './env'
import { pageRoutes } from './edge/pages'
import { gateway } from './gateway/gateway'
import { log } from './lib/log'
import { d1Session } from './middleware/d1Session'
import { requestId } from './middleware/requestId'
import { securityHeaders, type SecurityOptions } from './middleware/securityHeaders'
import { HEALTH_PATH, healthRoutes } from './ops/health'
import { sandboxConsole } from './sandbox/console'
import { adminConsole } from './admin'
import { INVOICE_FILES_PATH, invoiceFileRoutes } from './services/pay'
import { contractNotifyRoutes, notifyRoutes, wechatJsapiRoutes } from './services/pay'
import { PAY_CONTRACT_NOTIFY_PATH } from './providers/pay/provider'
import { PAY_NOTIFY_PATH } from './providers/pay/sandbox'
import { WECHAT_JSAPI_PATH } from './providers/pay/wechatPay'
import { WECHAT_CALLBACK_PATH, wechatCallbackRoutes } from './services/main'
import { IS_DEV } from './ssr/assets'

const app = new Hono<AppEnv>()

/** The CSP is enforced but in development; the kept-page path (`servedKept`) sets it alike. */
export const SECURITY: SecurityOptions = { enforceCsp: !IS_DEV }

app.use(requestId)
app.use(securityHeaders(SECURITY))
app.use(async (c, next) => {
  readConfig(c.env) // a misconfigured deploy fails loudly, once, with every problem listed
  await next()
})
app.use(d1Session)
app.route(HEALTH_PATH, healthRoutes)
app.route('/api', gateway)
// Payment channels post their signed notifications here (not through the browser gateway).
app.route(PAY_NOTIFY_PATH, notifyRoutes)
// …and their contract notifications (auto-renewal signed, or ended at the channel).
app.route(PAY_CONTRACT_NOTIFY_PATH, contractNotifyRoutes)
// Inside WeChat, a real JSAPI payment's pay_url: hands the signed parameters to WeixinJSBridge.
app.route(WECHAT_JSAPI_PATH, wechatJsapiRoutes)
// The official account's messages: login and rebind QR scans (signed by WeChat).
app.route(WECHAT_CALLBACK_PATH, wechatCallbackRoutes)
// Plays SMS and WeChat when SANDBOX is on; 404 for every path under it otherwise.
app.route('/__sandbox', sandboxConsole)
// Issued invoice PDFs, through short-lived signed links only.
app.route(INVOICE_FILES_PATH, invoiceFileRoutes)
// The operator console, behind Cloudflare Access (decision 032).
app.route(
  '/admin',
  adminConsole((request, env, ctx) => app.fetch(request, env, ctx)),
)
// Loaders call the API in-process, through the same gateway a browser uses.
app.route(
  '/',
  pageRoutes((request, env, ctx) => app.fetch(request, env, ctx)),
)

app.onError((error, c) => {
  if (error instanceof ConfigError) {
    log('error', 'config.invalid', { message: error.message })
    return c.text('Service misconfigured; see the worker logs.', 500)
  }
  log('error', 'unhandled', { requestId: c.get('requestId'), path: c.req.path, error })
  return c.text('服务器繁忙，请稍后再试', 500)
})

export default app
