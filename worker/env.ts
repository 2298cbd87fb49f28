import type { ExecutionContext } from 'hono'
import { z } from 'zod'

/** Bindings declared in wrangler.toml. */
export interface Bindings {
  DB: D1Database
  CACHE: KVNamespace
  ASSETS?: Fetcher
  APP_ENV?: string
  JWT_SECRET?: string
  MAIN_API_ORIGIN?: string
  ACTIVITY_API_ORIGIN?: string
  PAY_API_ORIGIN?: string
  SANDBOX?: string
  /** Alibaba Cloud AccessKey (SMS and captcha); secrets, set with `wrangler secret put`. */
  ALIYUN_ACCESS_KEY_ID?: string
  ALIYUN_ACCESS_KEY_SECRET?: string
  ALIYUN_SMS_SIGN_NAME?: string
  ALIYUN_SMS_TEMPLATE_CODE?: string
  /** Alibaba Cloud captcha 2.0 scene id; with the AccessKey it turns the real captcha on. */
  ALIYUN_CAPTCHA_SCENE_ID?: string
  /** The WeChat official account (access token, JS-SDK ticket, QR login, OAuth). */
  WECHAT_OA_APPID?: string
  WECHAT_OA_SECRET?: string
  /** Overrides of the providers' API origins, for tests against a fake peer. */
  ALIYUN_SMS_API_ORIGIN?: string
  ALIYUN_CAPTCHA_API_ORIGIN?: string
  WECHAT_API_ORIGIN?: string
  /** Workers Analytics Engine dataset for element clicks; unbound: clicks go to D1. */
  ANALYTICS?: AnalyticsEngineDataset
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

const configSchema = z
  .object({
    APP_ENV: z.enum(['production', 'local', 'test']).default('production'),
    JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
    MAIN_API_ORIGIN: origin,
    ACTIVITY_API_ORIGIN: origin,
    PAY_API_ORIGIN: origin,
    SANDBOX: z.enum(['on', 'off']).default('off'),
  })
  .refine((config) => config.APP_ENV !== 'production' || config.JWT_SECRET, {
    message: 'JWT_SECRET is required in production: set it with `wrangler secret put JWT_SECRET`',
    path: ['JWT_SECRET'],
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
  })
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid worker configuration:\n${problems.join('\n')}`)
  }
  const config = { ...result.data, JWT_SECRET: result.data.JWT_SECRET ?? LOCAL_JWT_SECRET }
  cache.set(env, config)
  return config
}
