import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { z } from 'zod'
import { sameSiteUrl } from '../../shared/sameSite'
import type { AppEnv } from '../env'
import { readConfig } from '../env'
import { nowSeconds } from '../lib/clock'
import { issueSandboxIdToken, newSandboxAppleSub, SANDBOX_APPLE } from '../providers/apple/sandbox'
import { layout, type Html } from './views'

/** Apple's authorisation parameters as the site sends them (response in the fragment, no scope). */
const authorizeRequest = z.object({
  client_id: z.literal(SANDBOX_APPLE.clientId),
  redirect_uri: z.string().min(1).max(2048),
  response_type: z.literal('code id_token'),
  response_mode: z.literal('fragment'),
  state: z.string().min(1).max(128),
  nonce: z.string().regex(/^[0-9a-f]{64}$/),
})
type Authorize = z.infer<typeof authorizeRequest>

interface BoundApple {
  apple_sub: string
  phone: string
}

function boundApples(db: D1Database): Promise<BoundApple[]> {
  return db
    .prepare('SELECT b.apple_sub, u.phone FROM apple_bindings b JOIN users u ON u.id = b.user_id ORDER BY b.bound_at DESC LIMIT 50')
    .all<BoundApple>()
    .then((rows) => rows.results)
}

function authorizePage(request: Authorize, bound: BoundApple[]): Html {
  const hidden = html`${Object.entries(request).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}`
  return layout(
    '沙箱 Apple 授权 / Sandbox Sign in with Apple',
    html`<h1>通过 Apple 登录 / Sign in with Apple</h1>
      <p>网站申请使用你的 Apple ID 登录 / The site asks to sign you in with your Apple ID.</p>
      <p class="muted">回到 / Returns to: <code>${request.redirect_uri}</code></p>
      <form method="post" action="/__sandbox/apple/authorize">
        ${hidden}<input type="hidden" name="as" value="new" /> <button type="submit">使用新的 Apple ID 继续 / Continue as a new Apple ID</button>
      </form>
      ${
        bound.length
          ? html`<form method="post" action="/__sandbox/apple/authorize">
              ${hidden}<input type="hidden" name="as" value="bound" />
              <select name="sub" aria-label="已绑定的 Apple ID / Bound Apple ID">
                ${bound.map((row) => html`<option value="${row.apple_sub}">${row.phone} · ${row.apple_sub}</option>`)}
              </select>
              <button type="submit">使用已绑定的 Apple ID 继续 / Continue as a bound Apple ID</button>
            </form>`
          : ''
      }
      <form method="post" action="/__sandbox/apple/authorize">
        ${hidden}<input type="hidden" name="as" value="cancel" /> <button type="submit">取消 / Cancel</button>
      </form>
      <p><a href="/__sandbox">沙箱控制台 / Sandbox console</a></p>`,
  )
}

const decision = z.object({ as: z.enum(['new', 'bound', 'cancel']), sub: z.string().min(1).max(255).optional() })

/**
 * The stand-in for Apple's authorisation page: it returns to the site with Apple's
 * fragment (`code`, `id_token`, `state`), or `error=user_cancelled_authorize` when the
 * tester cancels. Its ID tokens carry the nonce the site sent and are signed by the worker.
 */
export const applePlayer = new Hono<AppEnv>()
  .get('/authorize', async (c) => {
    const parsed = authorizeRequest.safeParse(Object.fromEntries(new URL(c.req.url).searchParams))
    if (!parsed.success || !sameSiteUrl(parsed.data.redirect_uri, new URL(c.req.url).origin))
      return c.text('invalid_request: client_id, redirect_uri, response_type, response_mode, state or nonce', 400)
    return c.html(authorizePage(parsed.data, await boundApples(c.env.DB)))
  })
  .post('/authorize', async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()))
    const parsed = authorizeRequest.safeParse(form)
    const choice = decision.safeParse(form)
    const target = parsed.success ? sameSiteUrl(parsed.data.redirect_uri, new URL(c.req.url).origin) : null
    if (!parsed.success || !choice.success || !target) return c.text('Bad request', 400)
    const fragment = new URLSearchParams({ state: parsed.data.state })
    if (choice.data.as === 'cancel') {
      fragment.set('error', 'user_cancelled_authorize')
    } else {
      const sub = choice.data.as === 'bound' && choice.data.sub ? choice.data.sub : newSandboxAppleSub()
      fragment.set('code', `sandbox.${crypto.randomUUID()}`)
      fragment.set('id_token', await issueSandboxIdToken(readConfig(c.env).JWT_SECRET, { sub, nonce: parsed.data.nonce, now: nowSeconds() }))
    }
    target.hash = fragment.toString()
    return c.redirect(target.href, 303)
  })
