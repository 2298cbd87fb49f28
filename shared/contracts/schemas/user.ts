/**
 * The user service's schemas (spec section 7), loaded through the call records of
 * shared/contracts/user.ts: the worker validates requests with them, the browser parses answers.
 * Login and change-phone return a token to the gateway, which moves it into an
 * HttpOnly cookie: the browser-facing schemas have no token.
 */
import * as z from 'zod/mini'
import { LoginKind, LoginType, QrPurpose, QrScene, VerifyType, WechatQrState } from '../../enums'
import { SERVER_MESSAGES, VALIDATION_MESSAGES } from '../../messages'
import { envelope } from '../envelope'
import { captchaVerifyParam, enumOf, int, key, nonNegativeInt, phone, phoneCc, positiveInt, queryEnum, token, verifyCodeMd5 } from '../fields'

const empty = envelope(z.null())

// --- send_verify_code -------------------------------------------------------
export const sendVerifyCodeRequest = z.object({ phone, phone_cc: phoneCc, scene: enumOf(LoginType), captcha_verify_param: captchaVerifyParam })
export const sendVerifyCodeResponse = empty

// --- ow/login ---------------------------------------------------------------
/** An Apple ID token (a compact JWS; Apple's are about a kilobyte). */
const appleIdentityToken = z
  .string()
  .check(z.minLength(20), z.maxLength(4096), z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: SERVER_MESSAGES.appleTokenInvalid }))
/** The browser's raw nonce of an Apple sign-in (its SHA-256 went to Apple). */
const appleRawNonce = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: SERVER_MESSAGES.appleTokenInvalid }))

export const loginRequest = z
  .object({
    phone: z.optional(phone),
    verify_code: z.optional(verifyCodeMd5),
    phone_cc: phoneCc,
    source_id: z.optional(nonNegativeInt),
    /** The source channel's uuid (`_uuid`), recorded on the organisation a first login creates. */
    source_uuid: z.optional(key),
    jump_token: z.optional(token),
    login_method: enumOf(LoginKind),
    login_scene: z._default(enumOf(QrScene), QrScene.Web),
    recover_token: z.optional(token),
    /** Sign in with Apple: the ID token and the raw nonce whose SHA-256 it carries. */
    identity_token: z.optional(appleIdentityToken),
    nonce: z.optional(appleRawNonce),
  })
  .check(
    z.refine((body) => Boolean((body.phone && body.verify_code) || body.jump_token || body.identity_token), { error: '请输入手机号和验证码', path: ['phone'] }),
    z.refine((body) => (body.login_method === LoginKind.Apple) === Boolean(body.identity_token && body.nonce), {
      error: SERVER_MESSAGES.invalidRequest,
      path: ['identity_token'],
    }),
  )
export type LoginRequest = z.input<typeof loginRequest>
/** What the browser sees: the service answers `token` too, which the gateway keeps. */
export const loginResponse = envelope(z.looseObject({}))
/** `data` of a 7001 answer: when the cancellation takes effect and how to call it off. */
export const cancelledAccountData = z.object({ cancel_effective_at: int, recover_token: token })
export type CancelledAccountData = z.infer<typeof cancelledAccountData>
/** `data` of a 165 answer: the account the WeChat is bound to, masked. */
export const boundAccountData = z.object({ masked_phone: z.string() })
export type BoundAccountData = z.infer<typeof boundAccountData>

// --- logout -----------------------------------------------------------------
export const logoutResponse = empty

// --- destroy (cancellation) -------------------------------------------------
export const destroyRequest = z.object({ verify_code: verifyCodeMd5, is_delete_org: z.boolean(), is_immediately: z.boolean() })
export const destroyResponse = envelope(z.object({ cancel_effective_at: z.nullable(int) }))
export const sendDestroyCodeRequest = z.strictObject({})
export const sendDestroyCodeResponse = empty

// --- check_phone_is_exist ---------------------------------------------------
export const checkPhoneIsExistRequest = z.object({ phone_list: z.array(phone).check(z.minLength(1), z.maxLength(20)) })
export const checkPhoneIsExistResponse = envelope(z.record(z.string(), z.boolean()))

// --- exchange_account (change phone) ----------------------------------------
export const exchangeAccountRequest = z.object({ exchange_phone: phone, verify_code: verifyCodeMd5 })
export const exchangeAccountResponse = loginResponse

// --- security: WeChat bind / unbind / verify --------------------------------
export const wechatBindRequest = z.object({ jump_token: token })
export const wechatBindResponse = empty
export const wechatUnbindRequest = z.object({ verify_code: verifyCodeMd5 })
export const wechatUnbindResponse = empty
export const securityVerifyRequest = z
  .object({
    verify_code: z.optional(verifyCodeMd5),
    jump_token: z.optional(token),
    verify_type: enumOf(VerifyType),
    verify_scene: enumOf(LoginType),
  })
  .check(
    z.refine((body) => (body.verify_type === VerifyType.Phone ? !!body.verify_code : !!body.jump_token), {
      error: VALIDATION_MESSAGES.verifyCode,
      path: ['verify_code'],
    }),
  )
export const securityVerifyResponse = empty

// --- WeChat QR (login and rebind) -------------------------------------------
export const qrcodeSchema = z.object({ qrcode: z.string(), sub_token: z.string(), expires_in: positiveInt })
export const oaQrcodeQuery = z.object({ scene: queryEnum(QrScene), oauth_type: queryEnum(QrPurpose) })
export const oaQrcodeResponse = envelope(qrcodeSchema)
export const scanStateSchema = z.object({ state: enumOf(WechatQrState), jump_token: z.optional(z.string()) })
export const oaStateQuery = z.object({ sub_token: z.string().check(z.minLength(1), z.maxLength(128)) })
export const oaStateResponse = envelope(scanStateSchema)
export const oauthCheckQuery = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(512)),
  wx_app_id: z.string().check(z.minLength(1), z.maxLength(64)),
})
export const oauthCheckResponse = envelope(scanStateSchema)
export const rebindQrcodeResponse = oaQrcodeResponse
export const rebindStateQuery = oaStateQuery
export const rebindStateResponse = oaStateResponse

// --- WeChat OAuth authorisation page (added with the built-in service) ----------
/** `redirect_uri` is a same-site path; the service makes it absolute. */
export const oauthAuthorizeQuery = z.object({
  redirect_uri: z.string().check(z.maxLength(1024), z.regex(/^\/(?![/\\])/, { error: SERVER_MESSAGES.invalidRequest })),
  state: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,32}$/, { error: SERVER_MESSAGES.invalidRequest })),
})
export const oauthAuthorizeResponse = envelope(z.object({ url: z.string() }))

// --- Sign in with Apple -------------------------------------------------------
/** `state` like the WeChat OAuth state; `nonce` the SHA-256 hex of the browser's raw nonce. */
export const appleAuthorizeQuery = z.object({
  state: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,32}$/, { error: SERVER_MESSAGES.invalidRequest })),
  nonce: z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: SERVER_MESSAGES.invalidRequest })),
})
export const appleAuthorizeResponse = envelope(z.object({ url: z.string() }))
export const appleCheckRequest = z.object({ identity_token: appleIdentityToken, nonce: appleRawNonce })
/** Whether the Apple ID already logs an account in; a new one verifies a phone first (like a new WeChat). */
export const appleCheckResponse = envelope(z.object({ bound: z.boolean() }))
