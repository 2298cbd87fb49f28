import { Hono } from 'hono'
import { html } from 'hono/html'
import { ACCESS_COOKIE, accessSettings, CERTS_PATH } from '../admin/access'
import { readConfig, type AppEnv } from '../env'
import { nowSeconds } from '../lib/clock'
import { base64UrlEncode } from '../providers/apple/idToken'
import { layout } from './views'

/**
 * The sandbox plays Cloudflare Access for the operator console (decision 032): a sign-in
 * page where any configured email may be chosen, which mints an RS256 assertion with the
 * sandbox's own key and serves that key at the sandbox's certs URL, so the console's one
 * verifier runs locally exactly as behind the real Access. Only when no real Access
 * application is configured (the console then trusts the real team's keys only).
 */

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const
/** As long as an Access session would last by default. */
const SESSION_SECONDS = 24 * 3600

let signingKey: Promise<{ kid: string; keys: CryptoKeyPair }> | null = null

/** One key per isolate: a restart rotates it, which the verifier meets as an unknown kid. */
function sandboxKey(): Promise<{ kid: string; keys: CryptoKeyPair }> {
  signingKey ??= crypto.subtle
    .generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['sign', 'verify'])
    .then((keys) => ({ kid: `sandbox-${crypto.randomUUID()}`, keys: keys as CryptoKeyPair }))
  return signingKey
}

/** An assertion as Access mints it: RS256, the team as issuer, the application's audience tag in a list. */
export async function mintSandboxAssertion(claims: { iss: string; aud: string; email: string }, now = nowSeconds()): Promise<string> {
  const { kid, keys } = await sandboxKey()
  const header = base64UrlEncode(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))
  const payload = base64UrlEncode(
    JSON.stringify({
      aud: [claims.aud],
      email: claims.email,
      exp: now + SESSION_SECONDS,
      iat: now,
      nbf: now,
      iss: claims.iss,
      type: 'app',
      sub: crypto.randomUUID(),
      identity_nonce: crypto.randomUUID(),
    }),
  )
  const signature = new Uint8Array(await crypto.subtle.sign(RSA, keys.privateKey, new TextEncoder().encode(`${header}.${payload}`)))
  return `${header}.${payload}.${base64UrlEncode(signature)}`
}

function signInPage(emails: [string, string][], message?: string) {
  return layout(
    '沙箱 Access 登录',
    html`<h1>沙箱 Access 登录</h1>
      <p class="note">本地与测试环境由沙箱扮演 Cloudflare Access：选择一个已配置的邮箱登录运营后台。</p>
      ${message ? html`<p class="note" role="alert">${message}</p>` : ''}
      <table>
        <tr>
          <th>邮箱</th>
          <th>角色</th>
          <th></th>
        </tr>
        ${emails.map(
          ([email, role]) =>
            html`<tr>
              <td>${email}</td>
              <td>${role}</td>
              <td>
                <form method="post" action="/__sandbox/access/sign-in">
                  <input type="hidden" name="email" value="${email}" /><button type="submit" data-testid="access-sign-in-${email}">以此邮箱登录</button>
                </form>
              </td>
            </tr>`,
        )}
      </table>`,
  )
}

export const accessPlayer = new Hono<AppEnv>()
  .use(async (c, next) => {
    // Only while the sandbox stands in for Access: with a real application configured, these paths do not exist.
    if (!accessSettings(readConfig(c.env), c.req.url)?.sandbox) return c.text('Not Found', 404)
    await next()
  })
  .get(CERTS_PATH, async (c) => {
    const { kid, keys } = await sandboxKey()
    const jwk = (await crypto.subtle.exportKey('jwk', keys.publicKey)) as JsonWebKey
    return c.json({ keys: [{ kid, kty: 'RSA', alg: 'RS256', use: 'sig', n: jwk.n, e: jwk.e }] })
  })
  .get('/', (c) => {
    const settings = accessSettings(readConfig(c.env), c.req.url)!
    return c.html(signInPage(Object.entries(settings.roles)))
  })
  .post('/sign-in', async (c) => {
    const settings = accessSettings(readConfig(c.env), c.req.url)!
    const form = new URLSearchParams(await c.req.text())
    const email = (form.get('email') ?? '').trim().toLowerCase()
    if (!settings.roles[email]) return c.html(signInPage(Object.entries(settings.roles), '该邮箱未配置运营后台角色'), 400)
    const assertion = await mintSandboxAssertion({ iss: settings.issuer, aud: settings.audience, email })
    c.header('set-cookie', `${ACCESS_COOKIE}=${assertion}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_SECONDS}`)
    return c.redirect('/admin', 303)
  })
  .post('/sign-out', (c) => {
    c.header('set-cookie', `${ACCESS_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
    return c.redirect('/__sandbox/access', 303)
  })
