import { COOKIES, DEFAULT_PHONE_CC, DEFAULT_SOURCE_ID } from '../../../shared/constants'
import { readCookie } from '../../../shared/cookies'
import type { LoginRequest } from '../../../shared/contracts/user'
import { LoginKind, QrScene } from '../../../shared/enums'
import { hashVerifyCode } from '../verifyCode/code'

/**
 * How the visitor proves who they are: a phone code, a WeChat jump token, an Apple ID token
 * with the raw nonce it is bound to, or a WeChat or Apple proof with a phone code (a new user).
 */
export type LoginCredentials =
  | { kind: 'code'; phone: string; code: string }
  | { kind: 'wechat'; jumpToken: string; phone?: string; code?: string }
  | { kind: 'apple'; identityToken: string; nonce: string; phone?: string; code?: string }

const LOGIN_METHOD = { code: LoginKind.VerifyCode, wechat: LoginKind.Wechat, apple: LoginKind.Apple } as const

/** The source channel captured at the edge (`sId` → the source_id cookie), else the default 924. */
export function sourceIdFrom(cookieHeader: string | null | undefined): number {
  const value = readCookie(cookieHeader, COOKIES.sourceId)
  if (!value || !/^\d{1,9}$/.test(value)) return DEFAULT_SOURCE_ID
  const id = Number(value)
  return id > 0 ? id : DEFAULT_SOURCE_ID
}

/** The source channel's uuid captured at the edge (`_uuid` → its cookie), when it is well formed. */
export function sourceUuidFrom(cookieHeader: string | null | undefined): string | undefined {
  const value = readCookie(cookieHeader, COOKIES.sourceUuid)
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined
}

/**
 * The ow/login body of spec section 7: the code leaves as its MD5 digest, the method
 * follows the credentials, and a recover token calls off a pending cancellation.
 */
export function buildLoginRequest(credentials: LoginCredentials, options: { sourceId: number; sourceUuid?: string; recoverToken?: string }): LoginRequest {
  const phoneAndCode =
    credentials.phone !== undefined && credentials.code !== undefined
      ? { phone: credentials.phone.trim(), verify_code: hashVerifyCode(credentials.code) }
      : {}
  return {
    ...phoneAndCode,
    phone_cc: DEFAULT_PHONE_CC,
    source_id: options.sourceId,
    ...(options.sourceUuid ? { source_uuid: options.sourceUuid } : {}),
    login_method: LOGIN_METHOD[credentials.kind],
    login_scene: QrScene.Web,
    ...(credentials.kind === 'wechat' ? { jump_token: credentials.jumpToken } : {}),
    ...(credentials.kind === 'apple' ? { identity_token: credentials.identityToken, nonce: credentials.nonce } : {}),
    ...(options.recoverToken ? { recover_token: options.recoverToken } : {}),
  }
}
