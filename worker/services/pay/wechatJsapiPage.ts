import { Hono, type Context } from 'hono'
import { html, raw } from 'hono/html'
import { jsapiParamsSchema } from '../../../shared/contracts/schemas/pay'
import { serializeForScript } from '../../../shared/ssrData'
import type { AppEnv } from '../../env'

/** Only this site's own paths are return targets (ARCHITECTURE decision 9). */
function sameSitePath(c: Context<AppEnv>, target: string): string {
  try {
    const origin = new URL(c.req.url).origin
    const url = new URL(target, origin)
    return url.origin === origin ? `${url.pathname}${url.search}` : '/'
  } catch {
    return '/'
  }
}

function decodeParams(encoded: string): unknown {
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/')
    return JSON.parse(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)))
  } catch {
    return null
  }
}

function returnUrl(target: string, result: 'ok' | 'cancel' | 'fail', outTradeNo: string): string {
  const url = new URL(target, 'https://site.invalid')
  url.searchParams.set('jsapi', result)
  url.searchParams.set('out_trade_no', outTradeNo)
  return `${url.pathname}${url.search}`
}

/**
 * `/__pay/wechat-jsapi?out_trade_no=&p=&return=`: inside WeChat's browser, hands the JSAPI
 * parameters WeChat Pay signed to `getBrandWCPayRequest` and returns to `return` (this
 * site only) with `jsapi=ok|cancel|fail&out_trade_no=…`, as the sandbox's stand-in does.
 * Nothing here credits anything: the order is paid only by the channel's notification.
 */
export const wechatJsapiRoutes = new Hono<AppEnv>().get('/', (c) => {
  const query = new URL(c.req.url).searchParams
  const outTradeNo = query.get('out_trade_no') ?? ''
  const params = jsapiParamsSchema.safeParse(decodeParams(query.get('p') ?? ''))
  if (!params.success || !/^[\w-]{1,64}$/.test(outTradeNo)) return c.text('参数错误', 400)
  const target = sameSitePath(c, query.get('return') ?? '/')
  const data = serializeForScript({
    params: params.data,
    ok: returnUrl(target, 'ok', outTradeNo),
    cancel: returnUrl(target, 'cancel', outTradeNo),
    fail: returnUrl(target, 'fail', outTradeNo),
  })
  const nonce = c.get('nonce')
  c.header('cache-control', 'no-store')
  return c.html(
    html`<!doctype html>
      <html lang="zh-CN">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>微信支付</title>
        </head>
        <body>
          <p>正在唤起微信支付…</p>
          <script nonce="${nonce}">
            var d = ${raw(data)}
            function back(url) {
              location.replace(url)
            }
            function pay() {
              WeixinJSBridge.invoke('getBrandWCPayRequest', d.params, function (res) {
                var msg = res && res.err_msg
                back(msg === 'get_brand_wcpay_request:ok' ? d.ok : msg === 'get_brand_wcpay_request:cancel' ? d.cancel : d.fail)
              })
            }
            if (typeof WeixinJSBridge === 'undefined') {
              document.addEventListener('WeixinJSBridgeReady', pay, false)
              setTimeout(function () {
                if (typeof WeixinJSBridge === 'undefined') back(d.fail)
              }, 5000)
            } else pay()
          </script>
        </body>
      </html>`,
  )
})
