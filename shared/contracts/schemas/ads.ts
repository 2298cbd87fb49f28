/**
 * The ads service's schemas (issue 11), loaded through the call records of
 * shared/contracts/ads.ts: the worker validates requests with them, the browser parses answers.
 */
import * as z from 'zod/mini'
import { AD_CLICK_PARAMS } from '../../constants'
import { SERVER_MESSAGES } from '../../messages'
import { ConversionKind } from '../ads'
import { TRACK_BATCH_MAX } from '../../api'
import { enumOf } from '../fields'

const invalid = { error: SERVER_MESSAGES.invalidRequest }

function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.number().check(z.int()), msg: z._default(z.string(), ''), data })
}

/** The ad platforms of the click-id table (spec section 3). */
export const AdPlatform = Object.fromEntries(Object.entries(AD_CLICK_PARAMS).map(([platform, name]) => [name, Number(platform)])) as Record<
  (typeof AD_CLICK_PARAMS)[keyof typeof AD_CLICK_PARAMS],
  number
>

/** The visitor's system as the ad report names it. */
export const AD_OS = ['ios', 'android', 'other'] as const
export type AdOs = (typeof AD_OS)[number]

// --- GET /v1/ad/landing?key= ------------------------------------------------------
/** 'default' (/ad), a numeric id (/ad/{id}) or a platform page (baidu, ktw, qnwallpaper, tencent). */
export const landingKey = z.string().check(z.regex(/^[a-z0-9]{1,32}$/, invalid))
export const landingQuery = z.object({ key: landingKey })

const mediaName = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/))
export const landingShowcase = z.object({ title: z.string(), text: z.string(), before: mediaName, after: mediaName })
export const landingProof = z.object({ value: z.string(), label: z.string() })
export const landingSchema = z.object({
  key: z.string(),
  platform: z.string(),
  headline: z.string(),
  subline: z.string(),
  hero: z.object({ before: mediaName, after: mediaName }),
  showcases: z.array(landingShowcase),
  proof: z.array(landingProof),
  share: z.object({ title: z.string(), description: z.string() }),
})
export type Landing = z.infer<typeof landingSchema>
export const landingResponse = envelope(landingSchema)

// --- POST /v1/ad/report ---------------------------------------------------------
const webId = z.string().check(z.regex(/^[\w-]{8,64}$/, invalid))
const clickUri = z.string().check(z.minLength(1), z.maxLength(1024), z.startsWith('/', invalid))
export const adReportRequest = z.object({
  ad_params: z.record(z.string().check(z.regex(/^[a-z_]{1,32}$/)), z.string().check(z.maxLength(256))),
  os: z.enum(AD_OS, invalid),
  platform: enumOf(AdPlatform),
  web_id: webId,
  click_uri: clickUri,
})
export type AdReportRequest = z.infer<typeof adReportRequest>
/** `stored` is false when this landing (or this login) was already reported. */
export const adReportResponse = envelope(z.object({ stored: z.boolean(), phase: z.enum(['landing', 'login']) }))

// --- POST /v1/ad/conversion -------------------------------------------------------
export const conversionRequest = z.object({
  kind: z.literal(ConversionKind.Download, invalid),
  /** What was downloaded (a platform key). */
  ref: z.string().check(z.regex(/^[\w-]{1,32}$/, invalid)),
})
export const conversionResponse = envelope(z.object({ stored: z.boolean() }))

// --- POST /v1/track/batch ---------------------------------------------------------
export const trackEvent = z.object({
  target: z.string().check(z.minLength(1), z.maxLength(64)),
  path: z.string().check(z.startsWith('/'), z.maxLength(256)),
  at: z.number().check(z.int(), z.nonnegative()),
})
export type TrackEvent = z.infer<typeof trackEvent>
export const trackRequest = z.object({
  session_id: z.string().check(z.regex(/^[\w-]{8,64}$/, invalid)),
  events: z.array(trackEvent).check(z.minLength(1), z.maxLength(TRACK_BATCH_MAX)),
})
export const trackResponse = envelope(z.object({ stored: z.number() }))

// --- POST /v1/wechat/js_config ----------------------------------------------------
export const jsConfigRequest = z.object({
  url: z.url({ protocol: /^https?$/, error: '页面地址不正确' }).check(z.maxLength(1024, { error: '页面地址不正确' })),
})
export const jsConfigSchema = z.object({ appid: z.string(), timestamp: z.number(), nonce_str: z.string(), signature: z.string() })
export type JsConfig = z.infer<typeof jsConfigSchema>
export const jsConfigResponse = envelope(jsConfigSchema)

// --- POST /v1/ow/app_auth {token, user_id} -------------------------------------------
/** What the iOS app hands over (spec section 3, iOS app user info): its token and user. */
export const appAuthRequest = z.object({
  token: z.string().check(z.minLength(16, invalid), z.maxLength(2048, invalid)),
  user_id: z.number().check(z.int(), z.positive(invalid)),
  org_id: z.optional(z.nullable(z.number().check(z.int()))),
})
export type AppAuthRequest = z.infer<typeof appAuthRequest>
/** The web session's token leaves the body at the gateway and becomes the HttpOnly cookie. */
export const appAuthResponse = envelope(z.looseObject({}))
