import { DEFAULT_PHONE_CC } from '../../../shared/constants'
import type { LoginRequest } from '../../../shared/contracts/schemas/user'
import { LoginKind, QrScene } from '../../../shared/enums'

/**
 * How the visitor proves who they are: a phone code, a WeChat jump token, an Apple ID token
 * with the raw nonce it is bound to, or a WeChat or Apple proof with a phone code (a new user).
 */
export type LoginCredentials =
  | { kind: 'code'; phone: string; code: string }
  | { kind: 'wechat'; jumpToken: string; phone?: string; code?: string }
  | { kind: 'apple'; identityToken: string; nonce: string; phone?: string; code?: string }

const LOGIN_METHOD = { code: LoginKind.VerifyCode, wechat: LoginKind.Wechat, apple: LoginKind.Apple } as const

/**
 * The ow/login body of spec section 7: the code leaves as its MD5 digest, the method
 * follows the credentials, and a recover token calls off a pending cancellation. md5 (3 kB
 * gzip) loads with the first login that sends a code: a WeChat or Apple callback page logs
 * a bound account in without one.
 */
export async function buildLoginRequest(
  credentials: LoginCredentials,
  options: { sourceId: number; sourceUuid?: string; recoverToken?: string },
): Promise<LoginRequest> {
  const phoneAndCode =
    credentials.phone !== undefined && credentials.code !== undefined
      ? { phone: credentials.phone.trim(), verify_code: (await import('../verifyCode/code')).hashVerifyCode(credentials.code) }
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
