import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** WeChat's JS-SDK, the one outside script a page loads (inside WeChat's browser only). */
export const WECHAT_JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // Exactly WeChat's JS-SDK file, nothing else of its host.
    `script-src 'self' 'nonce-${nonce}' ${WECHAT_JSSDK_URL}`,
    // Style sheets are files or carry the nonce; only style attributes (React's style
    // prop: slider positions, progress bars) may be inline.
    `style-src 'self' 'nonce-${nonce}'`,
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Sets the security headers of every response and a per-response nonce for inline scripts. */
export const securityHeaders = (options: { enforceCsp: boolean }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const nonce = createNonce()
    c.set('nonce', nonce)
    await next()
    const headers = c.res.headers
    if (options.enforceCsp && headers.get('content-type')?.startsWith('text/html')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy(nonce))
    }
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('X-Frame-Options', 'SAMEORIGIN')
  })
