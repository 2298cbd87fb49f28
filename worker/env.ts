import type { ExecutionContext } from 'hono'
import { z } from 'zod'

/** Bindings declared in wrangler.toml. */
export interface Bindings {
  DB: D1Database
  CACHE: KVNamespace
  /** Files operators upload (issued invoice PDFs), served only through short-lived signed links. */
  FILES: R2Bucket
  ASSETS?: Fetcher
  APP_ENV?: string
  JWT_SECRET?: string
  MAIN_API_ORIGIN?: string
  ACTIVITY_API_ORIGIN?: string
  PAY_API_ORIGIN?: string
  SANDBOX?: string
  /**
   * Anonymous code sends from one address within an hour before a captcha is required;
   * unset or 0: never (wrangler.toml sets it; decision 016).
   */
  SMS_CAPTCHA_AFTER?: string
  /** Alibaba Cloud AccessKey (SMS and captcha); secrets, set with `wrangler secret put`. */
  ALIYUN_ACCESS_KEY_ID?: string
  ALIYUN_ACCESS_KEY_SECRET?: string
  ALIYUN_SMS_SIGN_NAME?: string
  ALIYUN_SMS_TEMPLATE_CODE?: string
  /** Alibaba Cloud captcha 2.0 scene id; with the AccessKey it turns the real captcha on. */
  ALIYUN_CAPTCHA_SCENE_ID?: string
  /** The captcha 2.0 instance's identity prefix (身份标), which the browser's widget needs; a plain variable. */
  ALIYUN_CAPTCHA_PREFIX?: string
  /** Sign in with Apple: the Services ID (the ID token's audience); with it set, Apple login is on. */
  APPLE_CLIENT_ID?: string
  /** Apple's origin (authorisation page and key set), for tests against a fake peer. */
  APPLE_API_ORIGIN?: string
  /** The WeChat official account (access token, JS-SDK ticket, QR login, OAuth). */
  WECHAT_OA_APPID?: string
  WECHAT_OA_SECRET?: string
  /** The token of the official account's message callback (server URL), which reports QR scans. */
  WECHAT_OA_TOKEN?: string
  /** Overrides of the providers' API origins, for tests against a fake peer. */
  ALIYUN_SMS_API_ORIGIN?: string
  ALIYUN_CAPTCHA_API_ORIGIN?: string
  WECHAT_API_ORIGIN?: string
  /** WeChat Pay API v3 (secrets, `wrangler secret put`): see README "Real payment channels". */
  WECHATPAY_MCHID?: string
  WECHATPAY_APPID?: string
  WECHATPAY_SERIAL_NO?: string
  WECHATPAY_PRIVATE_KEY?: string
  WECHATPAY_APIV3_KEY?: string
  WECHATPAY_PLATFORM_PUBLIC_KEY?: string
  WECHATPAY_PLATFORM_SERIAL?: string
  WECHATPAY_API_ORIGIN?: string
  /** Auto-renewal (decision 030): WeChat Pay's 委托代扣 template id (with the WECHATPAY_* secrets) turns on pay type 33. */
  WECHATPAY_PAPAY_PLAN_ID?: string
  /** Alipay's 周期扣款 sign scene, e.g. INDUSTRY|DIGITAL_MEDIA (with the ALIPAY_* secrets), turns on pay type 34. */
  ALIPAY_AGREEMENT_SIGN_SCENE?: string
  /** Alipay open platform (secrets): see README "Real payment channels". */
  ALIPAY_APP_ID?: string
  ALIPAY_PRIVATE_KEY?: string
  ALIPAY_PUBLIC_KEY?: string
  ALIPAY_GATEWAY?: string
  /** UnionPay online gateway (secrets): see README "Real payment channels". */
  UNIONPAY_MER_ID?: string
  UNIONPAY_SIGN_KEY?: string
  UNIONPAY_CERT_ID?: string
  UNIONPAY_MIDDLE_CERT?: string
  UNIONPAY_ROOT_CERT?: string
  UNIONPAY_GATEWAY?: string
  /** Workers Analytics Engine dataset for element clicks; unbound: clicks go to D1. */
  ANALYTICS?: AnalyticsEngineDataset
  /** The operator console behind Cloudflare Access (README "Operator console"): the team domain, e.g. https://acme.cloudflareaccess.com. */
  ADMIN_ACCESS_TEAM_DOMAIN?: string
  /** The Access application's audience (AUD) tag. */
  ADMIN_ACCESS_AUD?: string
  /** Who may use the console: `email=role` pairs, comma-separated; role viewer, operator or finance. */
  ADMIN_ROLES?: string
}

/** Per-request values set by middleware. */
export interface Variables {
  /** CSP nonce for this response's inline scripts. */
  nonce: string
  /** Names the request in logs and in the X-Request-Id answer header. */
  requestId: string
}

/** The Hono environment of every app and sub-app of the worker. */
export type AppEnv = { Bindings: Bindings; Variables: Variables }

/** A worker-shaped fetch handler (the whole app, or a built-in service). */
export type WorkerFetch = (request: Request, env: Bindings, ctx: ExecutionContext) => Response | Promise<Response>

const origin = z
  .url({ protocol: /^https?$/ })
  .transform((value) => value.replace(/\/+$/, ''))
  .optional()

const text = z.string().trim().min(1).optional()

/** The operator console's roles (issue 29): viewer reads, operator also acts, finance also moves money. */
export const ADMIN_ROLE_NAMES = ['viewer', 'operator', 'finance'] as const
export type AdminRole = (typeof ADMIN_ROLE_NAMES)[number]

/** `a@x.com=finance, b@x.com=viewer` → email (lower case) → role; a malformed pair is a configuration error. */
const adminRoles = z
  .string()
  .trim()
  .transform((value, context) => {
    const roles: Record<string, AdminRole> = {}
    for (const pair of value.split(/[,;\s]+/).filter(Boolean)) {
      const [email, role] = pair.split('=')
      if (!email || !/^[^@\s]+@[^@\s]+$/.test(email) || !ADMIN_ROLE_NAMES.includes(role as AdminRole)) {
        context.addIssue({ code: 'custom', message: `ADMIN_ROLES: "${pair}" must be email=viewer|operator|finance` })
        return z.NEVER
      }
      roles[email.toLowerCase()] = role as AdminRole
    }
    return roles
  })
  .optional()

export const ADMIN_ACCESS_SETTINGS = ['ADMIN_ACCESS_TEAM_DOMAIN', 'ADMIN_ACCESS_AUD'] as const

/** A channel's secrets come as a group: some set and some missing is a mistake, none set means the channel is off. */
function completeGroup(config: Record<string, unknown>, names: readonly string[], context: z.RefinementCtx): void {
  const missing = names.filter((name) => !config[name])
  if (missing.length > 0 && missing.length < names.length) {
    for (const name of missing)
      context.addIssue({ code: 'custom', path: [name], message: `${name} is required with the other ${names[0]!.split('_')[0]} secrets` })
  }
}

export const WECHATPAY_SECRETS = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
] as const
export const ALIPAY_SECRETS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const
export const UNIONPAY_SECRETS = ['UNIONPAY_MER_ID', 'UNIONPAY_SIGN_KEY', 'UNIONPAY_CERT_ID', 'UNIONPAY_MIDDLE_CERT', 'UNIONPAY_ROOT_CERT'] as const

const configSchema = z
  .object({
    APP_ENV: z.enum(['production', 'local', 'test']).default('production'),
    JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
    MAIN_API_ORIGIN: origin,
    ACTIVITY_API_ORIGIN: origin,
    PAY_API_ORIGIN: origin,
    SANDBOX: z.enum(['on', 'off']).default('off'),
    SMS_CAPTCHA_AFTER: z.coerce.number().int().min(0).default(0),
    WECHATPAY_MCHID: text,
    WECHATPAY_APPID: text,
    WECHATPAY_SERIAL_NO: text,
    WECHATPAY_PRIVATE_KEY: text,
    WECHATPAY_APIV3_KEY: z.string().length(32, 'WECHATPAY_APIV3_KEY must be the 32-character APIv3 key').optional(),
    WECHATPAY_PLATFORM_PUBLIC_KEY: text,
    WECHATPAY_PLATFORM_SERIAL: text,
    WECHATPAY_API_ORIGIN: origin,
    WECHATPAY_PAPAY_PLAN_ID: z.coerce.number().int('WECHATPAY_PAPAY_PLAN_ID must be the numeric 委托代扣 template id').positive().optional(),
    ALIPAY_AGREEMENT_SIGN_SCENE: z
      .string()
      .regex(/^[A-Z_]+\|[A-Z_]+$/, 'ALIPAY_AGREEMENT_SIGN_SCENE must look like INDUSTRY|DIGITAL_MEDIA')
      .optional(),
    ALIPAY_APP_ID: text,
    ALIPAY_PRIVATE_KEY: text,
    ALIPAY_PUBLIC_KEY: text,
    ALIPAY_GATEWAY: z.url({ protocol: /^https?$/ }).optional(),
    UNIONPAY_MER_ID: text,
    UNIONPAY_SIGN_KEY: text,
    UNIONPAY_CERT_ID: z.string().trim().regex(/^\d+$/, 'UNIONPAY_CERT_ID must be the signing certificate serial in decimal').optional(),
    UNIONPAY_MIDDLE_CERT: text,
    UNIONPAY_ROOT_CERT: text,
    UNIONPAY_GATEWAY: origin,
    ADMIN_ACCESS_TEAM_DOMAIN: origin,
    ADMIN_ACCESS_AUD: z
      .string()
      .trim()
      .regex(/^[0-9a-f]{64}$/, "ADMIN_ACCESS_AUD must be the Access application's 64-hex audience tag")
      .optional(),
    ADMIN_ROLES: adminRoles,
  })
  .superRefine((config, context) => {
    completeGroup(config, ADMIN_ACCESS_SETTINGS, context)
    if (config.ADMIN_ACCESS_TEAM_DOMAIN && !config.ADMIN_ROLES)
      context.addIssue({ code: 'custom', path: ['ADMIN_ROLES'], message: 'ADMIN_ROLES is required with ADMIN_ACCESS_TEAM_DOMAIN: who may use the console' })
    completeGroup(config, WECHATPAY_SECRETS, context)
    completeGroup(config, ALIPAY_SECRETS, context)
    completeGroup(config, UNIONPAY_SECRETS, context)
  })
  .refine((config) => config.APP_ENV !== 'production' || config.JWT_SECRET, {
    message: 'JWT_SECRET is required in production: set it with `wrangler secret put JWT_SECRET`',
    path: ['JWT_SECRET'],
  })
  .superRefine((config, context) => {
    // Auto-renewal runs on the same merchant or application as the one-off payments.
    if (config.WECHATPAY_PAPAY_PLAN_ID && !config.WECHATPAY_MCHID)
      context.addIssue({ code: 'custom', path: ['WECHATPAY_PAPAY_PLAN_ID'], message: 'WECHATPAY_PAPAY_PLAN_ID needs the WECHATPAY secrets' })
    if (config.ALIPAY_AGREEMENT_SIGN_SCENE && !config.ALIPAY_APP_ID)
      context.addIssue({ code: 'custom', path: ['ALIPAY_AGREEMENT_SIGN_SCENE'], message: 'ALIPAY_AGREEMENT_SIGN_SCENE needs the ALIPAY secrets' })
  })

export type Config = z.infer<typeof configSchema> & { JWT_SECRET: string }

export class ConfigError extends Error {}

/** Local and test runs sign tokens with this when no secret is set; production refuses to start without one. */
const LOCAL_JWT_SECRET = 'local-development-secret-not-for-production'

const cache = new WeakMap<object, Config>()

/** Parses the worker's variables once per bindings object, with one clear error listing every problem. */
export function readConfig(env: Bindings): Config {
  const cached = cache.get(env)
  if (cached) return cached
  const result = configSchema.safeParse({
    APP_ENV: env.APP_ENV || undefined,
    JWT_SECRET: env.JWT_SECRET || undefined,
    MAIN_API_ORIGIN: env.MAIN_API_ORIGIN || undefined,
    ACTIVITY_API_ORIGIN: env.ACTIVITY_API_ORIGIN || undefined,
    PAY_API_ORIGIN: env.PAY_API_ORIGIN || undefined,
    SANDBOX: env.SANDBOX || undefined,
    SMS_CAPTCHA_AFTER: env.SMS_CAPTCHA_AFTER || undefined,
    WECHATPAY_MCHID: env.WECHATPAY_MCHID || undefined,
    WECHATPAY_APPID: env.WECHATPAY_APPID || undefined,
    WECHATPAY_SERIAL_NO: env.WECHATPAY_SERIAL_NO || undefined,
    WECHATPAY_PRIVATE_KEY: env.WECHATPAY_PRIVATE_KEY || undefined,
    WECHATPAY_APIV3_KEY: env.WECHATPAY_APIV3_KEY || undefined,
    WECHATPAY_PLATFORM_PUBLIC_KEY: env.WECHATPAY_PLATFORM_PUBLIC_KEY || undefined,
    WECHATPAY_PLATFORM_SERIAL: env.WECHATPAY_PLATFORM_SERIAL || undefined,
    WECHATPAY_API_ORIGIN: env.WECHATPAY_API_ORIGIN || undefined,
    WECHATPAY_PAPAY_PLAN_ID: env.WECHATPAY_PAPAY_PLAN_ID || undefined,
    ALIPAY_AGREEMENT_SIGN_SCENE: env.ALIPAY_AGREEMENT_SIGN_SCENE || undefined,
    ALIPAY_APP_ID: env.ALIPAY_APP_ID || undefined,
    ALIPAY_PRIVATE_KEY: env.ALIPAY_PRIVATE_KEY || undefined,
    ALIPAY_PUBLIC_KEY: env.ALIPAY_PUBLIC_KEY || undefined,
    ALIPAY_GATEWAY: env.ALIPAY_GATEWAY || undefined,
    UNIONPAY_MER_ID: env.UNIONPAY_MER_ID || undefined,
    UNIONPAY_SIGN_KEY: env.UNIONPAY_SIGN_KEY || undefined,
    UNIONPAY_CERT_ID: env.UNIONPAY_CERT_ID || undefined,
    UNIONPAY_MIDDLE_CERT: env.UNIONPAY_MIDDLE_CERT || undefined,
    UNIONPAY_ROOT_CERT: env.UNIONPAY_ROOT_CERT || undefined,
    UNIONPAY_GATEWAY: env.UNIONPAY_GATEWAY || undefined,
    ADMIN_ACCESS_TEAM_DOMAIN: env.ADMIN_ACCESS_TEAM_DOMAIN || undefined,
    ADMIN_ACCESS_AUD: env.ADMIN_ACCESS_AUD || undefined,
    ADMIN_ROLES: env.ADMIN_ROLES || undefined,
  })
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid worker configuration:\n${problems.join('\n')}`)
  }
  const config = { ...result.data, JWT_SECRET: result.data.JWT_SECRET ?? LOCAL_JWT_SECRET }
  cache.set(env, config)
  return config
}
