import { WECHAT_STATE_LENGTH } from '../../../shared/constants'

/** Where a WeChat login started: the WeChat browser, a phone browser, a desktop browser. */
export type WechatPlatform = 'wx' | 'h5' | 'pc'

/** The state of the OAuth round trip, kept in client storage to check the callback against. */
export const OAUTH_STATE_STORAGE_KEY = 'wechat_auth_state'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

type RandomBytes = (length: number) => Uint8Array
const cryptoBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length))

/**
 * A random state string of 8 to 20 characters that starts with the platform (spec section
 * 9); Sign in with Apple uses the same shape with the prefix `ap`.
 */
export function createOauthState(platform: WechatPlatform | 'ap', randomBytes: RandomBytes = cryptoBytes): string {
  const { min, max } = WECHAT_STATE_LENGTH
  const [lengthByte = 0, ...rest] = randomBytes(max + 1)
  const length = min + (lengthByte % (max - min + 1))
  // 62 letters: the modulo bias is a fraction of a percent, harmless for a CSRF nonce.
  const body = rest.slice(0, length - platform.length).map((byte) => ALPHABET.charCodeAt(byte % ALPHABET.length))
  return platform + String.fromCharCode(...body)
}

export interface CallbackParams {
  /** Where to go after login; a same-site path. */
  redirect: string
  platform: WechatPlatform
  source: number
  scene: number
}

/**
 * /redirect/callback with the parameters WeChat hands back to us untouched (spec section
 * 2), as a same-site path: the service that builds the authorisation URL makes it absolute.
 */
export function callbackPath(params: CallbackParams): string {
  const query = new URLSearchParams({ redirect: params.redirect, platform: params.platform, source: String(params.source), scene: String(params.scene) })
  return `/redirect/callback?${query}`
}
