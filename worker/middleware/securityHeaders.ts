import { createMiddleware } from 'hono/factory'
import type { AppEnv, Bindings } from '../env'
import { captchaWidget } from '../providers/captcha'

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** WeChat's JS-SDK, the one outside script a page loads (inside WeChat's browser only). */
export const WECHAT_JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

/**
 * What Alibaba Cloud's captcha 2.0 web SDK (V3, region cn) loads once the browser is asked
 * for a captcha: its loader and the scripts and style sheet it fetches from Alibaba's CDN,
 * the puzzle images, and the captcha and device-fingerprint services it calls. Admitted
 * only when the real captcha is the configured one (`captchaWidget`).
 */
export const ALIYUN_CAPTCHA_SOURCES = {
  script: ['https://o.alicdn.com/captcha-frontend/', 'https://g.alicdn.com/captcha-frontend/'],
  style: ['https://g.alicdn.com/captcha-frontend/'],
  img: ['https://static-captcha.aliyuncs.com'],
  connect: [
    'https://*.captcha-open.aliyuncs.com',
    'https://cloudauth-device.aliyuncs.com',
    'https://cloudauth-device-dualstack.cn-shanghai.aliyuncs.com',
    'https://cn-shanghai.device.saf.aliyuncs.com',
  ],
} as const

export interface CspOptions {
  /** The real captcha is configured: admit exactly `ALIYUN_CAPTCHA_SOURCES`. */
  aliyunCaptcha?: boolean
}

/** Stands for the nonce in a policy written once per captcha setting; no policy source contains it. */
const NONCE_SLOT = '\u0000'
/** The policy of each captcha setting, split where its nonce goes: every HTML response sends one. */
const policies = new Map<boolean, string[]>()

export function contentSecurityPolicy(nonce: string, options: CspOptions = {}): string {
  const aliyunCaptcha = options.aliyunCaptcha === true
  let parts = policies.get(aliyunCaptcha)
  if (!parts) policies.set(aliyunCaptcha, (parts = policyWith(NONCE_SLOT, { aliyunCaptcha }).split(NONCE_SLOT)))
  return parts.join(nonce)
}

function policyWith(nonce: string, options: CspOptions): string {
  const captcha = (kind: keyof typeof ALIYUN_CAPTCHA_SOURCES) =>
    options.aliyunCaptcha ? ALIYUN_CAPTCHA_SOURCES[kind].map((source) => ` ${source}`).join('') : ''
  return [
    "default-src 'self'",
    // Exactly WeChat's JS-SDK file, nothing else of its host.
    `script-src 'self' 'nonce-${nonce}' ${WECHAT_JSSDK_URL}${captcha('script')}`,
    // Style sheets are files or carry the nonce; only style attributes (React's style
    // prop: slider positions, progress bars) may be inline.
    `style-src 'self' 'nonce-${nonce}'${captcha('style')}`,
    `style-src-elem 'self' 'nonce-${nonce}'${captcha('style')}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${captcha('img')}`,
    `connect-src 'self'${captcha('connect')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** Whether the real captcha is configured; a configuration error admits nothing more. */
function realCaptcha(env: Bindings | undefined): boolean {
  if (!env) return false
  try {
    return captchaWidget(env)?.kind === 'aliyun'
  } catch {
    return false
  }
}

/** What the middleware is told: whether the CSP is sent (not in development). */
export interface SecurityOptions {
  enforceCsp: boolean
}

/** The headers every response carries, and the CSP with its `nonce` on an HTML one; shared with the kept-page path (decision 044). */
export function setSecurityHeaders(headers: Headers, nonce: string, options: SecurityOptions, env: Bindings | undefined): void {
  if (options.enforceCsp && headers.get('content-type')?.startsWith('text/html')) {
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, { aliyunCaptcha: realCaptcha(env) }))
  }
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  headers.set('X-Frame-Options', 'SAMEORIGIN')
}

/** Sets the security headers of every response and a per-response nonce for inline scripts. */
export const securityHeaders = (options: SecurityOptions) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const nonce = createNonce()
    c.set('nonce', nonce)
    await next()
    setSecurityHeaders(c.res.headers, nonce, options, c.env)
  })
