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

/**
 * The providers' variables in groups (issue 26). A group is all or nothing: with none of its
 * `required` set its provider is off, with some set and some missing the worker refuses to
 * start and names each missing one. Its `optional` variables (extras, test origins) mean
 * nothing without the group and are refused alone. `needs` names a group this one builds
 * on: SMS and the captcha sign their calls with the Alibaba Cloud AccessKey.
 */
export const PROVIDER_GROUPS = {
  wechatPay: {
    name: 'WeChat Pay',
    required: ['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_APIV3_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY'],
    // Auto-renewal (pay type 33) runs on the same merchant as the one-off payments.
    optional: ['WECHATPAY_PLATFORM_SERIAL', 'WECHATPAY_API_ORIGIN', 'WECHATPAY_PAPAY_PLAN_ID'],
  },
  alipay: {
    name: 'Alipay',
    required: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
    optional: ['ALIPAY_GATEWAY', 'ALIPAY_AGREEMENT_SIGN_SCENE'],
  },
  unionPay: {
    name: 'UnionPay',
    required: ['UNIONPAY_MER_ID', 'UNIONPAY_SIGN_KEY', 'UNIONPAY_CERT_ID', 'UNIONPAY_MIDDLE_CERT', 'UNIONPAY_ROOT_CERT'],
    optional: ['UNIONPAY_GATEWAY'],
  },
  aliyun: { name: 'the Alibaba Cloud AccessKey', required: ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET'] },
  aliyunSms: {
    name: 'Alibaba Cloud SMS',
    required: ['ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
    optional: ['ALIYUN_SMS_API_ORIGIN'],
    needs: 'aliyun',
  },
  aliyunCaptcha: {
    name: 'the Alibaba Cloud captcha',
    required: ['ALIYUN_CAPTCHA_SCENE_ID', 'ALIYUN_CAPTCHA_PREFIX'],
    optional: ['ALIYUN_CAPTCHA_API_ORIGIN'],
    needs: 'aliyun',
  },
  wechatLogin: { name: 'the WeChat official account', required: ['WECHAT_OA_APPID', 'WECHAT_OA_SECRET'], optional: ['WECHAT_OA_TOKEN', 'WECHAT_API_ORIGIN'] },
  apple: { name: 'Sign in with Apple', required: ['APPLE_CLIENT_ID'], optional: ['APPLE_API_ORIGIN'] },
  // ADMIN_ROLES may stand alone: it names the sandbox console's users (worker/admin/access.ts).
  access: { name: 'Cloudflare Access', required: ['ADMIN_ACCESS_TEAM_DOMAIN', 'ADMIN_ACCESS_AUD'] },
} as const satisfies Record<string, ProviderGroup>

export type ProviderGroupName = keyof typeof PROVIDER_GROUPS

export interface ProviderGroup {
  /** What the group turns on, as the messages name it. */
  name: string
  required: readonly (keyof Bindings)[]
  optional?: readonly (keyof Bindings)[]
  needs?: string
}

/** Every problem of one group: a partial group names each missing variable; an extra without its group names the group. */
function groupIssues(config: Record<string, unknown>, group: ProviderGroup): { path: string; message: string }[] {
  const missing = group.required.filter((name) => !config[name])
  const complete = missing.length === 0
  const required = group.required.join(', ')
  if (!complete && missing.length < group.required.length)
    return missing.map((name) => ({
      path: name,
      message: `${name} is required with ${group.required.filter((other) => config[other]).join(', ')}: ${group.name} needs all of ${required}, or none to stay off`,
    }))
  const issues = complete
    ? []
    : (group.optional ?? []).filter((name) => config[name]).map((name) => ({ path: name, message: `${name} is set without ${group.name} (${required})` }))
  const base: ProviderGroup | undefined = group.needs ? PROVIDER_GROUPS[group.needs as ProviderGroupName] : undefined
  if (complete && base)
    for (const name of base.required.filter((name) => !config[name]))
      issues.push({ path: name, message: `${name} is required with ${required}: ${group.name} needs ${base.name}` })
  return issues
}

const configVariables = z.object({
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
  ALIYUN_ACCESS_KEY_ID: text,
  ALIYUN_ACCESS_KEY_SECRET: text,
  ALIYUN_SMS_SIGN_NAME: text,
  ALIYUN_SMS_TEMPLATE_CODE: z
    .string()
    .trim()
    .regex(/^SMS_\d+$/, 'ALIYUN_SMS_TEMPLATE_CODE must be a template code like SMS_123456789')
    .optional(),
  ALIYUN_SMS_API_ORIGIN: origin,
  ALIYUN_CAPTCHA_SCENE_ID: text,
  ALIYUN_CAPTCHA_PREFIX: text,
  ALIYUN_CAPTCHA_API_ORIGIN: origin,
  WECHAT_OA_APPID: z
    .string()
    .trim()
    .regex(/^wx\w+$/, "WECHAT_OA_APPID must be the official account's AppID (wx…)")
    .optional(),
  WECHAT_OA_SECRET: text,
  WECHAT_OA_TOKEN: text,
  WECHAT_API_ORIGIN: origin,
  APPLE_CLIENT_ID: text,
  APPLE_API_ORIGIN: origin,
  ADMIN_ACCESS_TEAM_DOMAIN: origin,
  ADMIN_ACCESS_AUD: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, "ADMIN_ACCESS_AUD must be the Access application's 64-hex audience tag")
    .optional(),
  ADMIN_ROLES: adminRoles,
})

const configSchema = configVariables
  .superRefine((config, context) => {
    for (const group of Object.values(PROVIDER_GROUPS))
      for (const { path, message } of groupIssues(config, group)) context.addIssue({ code: 'custom', path: [path], message })
    if (config.ADMIN_ACCESS_TEAM_DOMAIN && !config.ADMIN_ROLES)
      context.addIssue({ code: 'custom', path: ['ADMIN_ROLES'], message: 'ADMIN_ROLES is required with ADMIN_ACCESS_TEAM_DOMAIN: who may use the console' })
  })
  .refine((config) => config.APP_ENV !== 'production' || config.JWT_SECRET, {
    message: 'JWT_SECRET is required in production: set it with `wrangler secret put JWT_SECRET`',
    path: ['JWT_SECRET'],
  })

export type Config = z.infer<typeof configSchema> & { JWT_SECRET: string }

export class ConfigError extends Error {}

type Listed<Group, List extends 'required' | 'optional'> = Group extends Record<List, readonly (infer Name)[]> ? Name & keyof Config : never
type GroupNames<Name extends ProviderGroupName> = (typeof PROVIDER_GROUPS)[Name]
type BaseRequired<Group> = Group extends { needs: infer Base extends ProviderGroupName } ? Listed<GroupNames<Base>, 'required'> : never

/** A set group's variables: its required ones and those of the group it needs all there, its optional ones as parsed. */
export type GroupConfig<Name extends ProviderGroupName> = {
  [Variable in Listed<GroupNames<Name>, 'required'> | BaseRequired<GroupNames<Name>>]: NonNullable<Config[Variable]>
} & { [Variable in Listed<GroupNames<Name>, 'optional'>]?: Config[Variable] }

/**
 * A provider's group of variables, typed, when it is set; null when it is off. The schema
 * refuses a partial group and one without the group it needs, so a set group is whole.
 */
export function providerGroup<Name extends ProviderGroupName>(config: Config, name: Name): GroupConfig<Name> | null {
  const group: ProviderGroup = PROVIDER_GROUPS[name]
  const base: readonly string[] = group.needs ? PROVIDER_GROUPS[group.needs as ProviderGroupName].required : []
  const set = [...group.required, ...base].every((variable) => config[variable as keyof Config] !== undefined)
  return set ? (config as unknown as GroupConfig<Name>) : null
}

/** Local and test runs sign tokens with this when no secret is set; production refuses to start without one. */
const LOCAL_JWT_SECRET = 'local-development-secret-not-for-production'

const cache = new WeakMap<object, Config>()

/** Parses the worker's variables once per bindings object, with one clear error listing every problem. */
export function readConfig(env: Bindings): Config {
  const cached = cache.get(env)
  if (cached) return cached
  // Every declared variable, an empty one counting as unset.
  const variables = Object.fromEntries(Object.keys(configVariables.shape).map((name) => [name, env[name as keyof Bindings] || undefined]))
  const result = configSchema.safeParse(variables)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid worker configuration:\n${problems.join('\n')}`)
  }
  const config = { ...result.data, JWT_SECRET: result.data.JWT_SECRET ?? LOCAL_JWT_SECRET }
  cache.set(env, config)
  return config
}

/**
 * The bindings with some replaced (a request's D1 session, decision 036). The variables are
 * the same, so their parsed configuration goes with them: each request's copy would
 * otherwise be parsed again, and that was a tenth of a kept page's cost.
 */
export function withBindings(env: Bindings, replaced: Partial<Bindings>): Bindings {
  const derived = { ...env, ...replaced }
  const config = cache.get(env)
  if (config) cache.set(derived, config)
  return derived
}
