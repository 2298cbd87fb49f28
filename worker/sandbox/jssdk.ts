import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { SANDBOX_JSSDK } from '../providers/wechat/sandbox'
import { jsSdkSignature } from '../services/ads'

export const SANDBOX_JSSDK_PATHS = { script: '/__sandbox/wechat/jweixin.js', verify: '/__sandbox/wechat/js_verify' } as const

/**
 * A stand-in for WeChat's JS-SDK (jweixin-1.6.0.js) with the calls the site uses: `config`
 * checks the signature against the sandbox ticket (as WeChat's client would), `ready` and
 * `error` report the outcome, and the share setters record what a share would carry in
 * `window.__wxSandbox` for tests and testers.
 */
export const STAND_IN_SDK = `(() => {
  const state = { config: null, verified: null, shares: [] };
  const ready = [], errors = [];
  const settle = (ok, detail) => {
    state.verified = ok;
    (ok ? ready : errors).splice(0).forEach((fn) => fn(detail));
  };
  window.__wxSandbox = state;
  window.wx = {
    config(options) {
      state.config = options;
      fetch(${JSON.stringify(SANDBOX_JSSDK_PATHS.verify)}, { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...options, url: location.href.split('#')[0] }) })
        .then((r) => r.json()).then((r) => settle(r.ok, r), () => settle(false, { errMsg: 'config:fail' }));
    },
    ready(fn) { state.verified === true ? fn() : ready.push(fn); },
    error(fn) { state.verified === false ? fn({ errMsg: 'config:invalid signature' }) : errors.push(fn); },
    updateAppMessageShareData(data) { state.shares.push({ kind: 'message', ...data }); data.success && data.success(); },
    updateTimelineShareData(data) { state.shares.push({ kind: 'timeline', ...data }); data.success && data.success(); },
  };
})();
`

export function serveStandInSdk(c: Context<AppEnv>) {
  return c.body(STAND_IN_SDK, 200, { 'content-type': 'text/javascript; charset=utf-8' })
}

/** What WeChat's client checks on `wx.config`: the appid and the signature of this page's URL. */
export async function verifyStandInConfig(c: Context<AppEnv>) {
  const body = (await c.req.json().catch(() => null)) as { appId?: unknown; timestamp?: unknown; nonceStr?: unknown; signature?: unknown; url?: unknown } | null
  if (!body || typeof body.url !== 'string' || typeof body.nonceStr !== 'string' || typeof body.timestamp !== 'number')
    return c.json({ ok: false, errMsg: 'config:invalid' }, 400)
  const expected = await jsSdkSignature({ ticket: SANDBOX_JSSDK.ticket, nonceStr: body.nonceStr, timestamp: body.timestamp, url: body.url })
  const ok = body.appId === SANDBOX_JSSDK.appId && body.signature === expected
  return c.json({ ok, errMsg: ok ? 'config:ok' : 'config:invalid signature' })
}
