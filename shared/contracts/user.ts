/**
 * The user service's calls (spec section 7), one record each (shared/contracts/call.ts).
 * Login and change-phone answer a token, which the gateway moves into the HttpOnly cookie.
 */
import { ServerCode } from '../enums'
import { callsOf } from './call'

const user = callsOf('main', () => import('./schemas/user'))

export const userCalls = {
  /** A code to a phone for a scene (login, cancel, security); a send refused for want of a captcha (45) names the captcha to solve. */
  sendVerifyCode: user.post('/v1/user/send_verify_code', async (s) => ({
    body: s.sendVerifyCodeRequest,
    response: s.sendVerifyCodeResponse,
    failureData: { [ServerCode.CaptchaRequired]: (await import('./schemas/captcha')).captchaChallenge },
  })),
  /** The login; 7001 carries the recover token and date, 165 the other account's masked phone. */
  login: user.post(
    '/v1/ow/login',
    (s) => ({
      body: s.loginRequest,
      response: s.loginResponse,
      failureData: { [ServerCode.CancelledRecoverable]: s.cancelledAccountData, [ServerCode.OpenidBoundToOtherAccount]: s.boundAccountData },
    }),
    { cookie: 'issue' },
  ),
  logout: user.post('/v1/user/logout', (s) => ({ response: s.logoutResponse }), { cookie: 'clear' }),
  /** Retried three times: the header and the panel depend on it. */
  userInfo: user.get('/v1/user/info', (s) => ({ response: s.userInfoResponse }), { retries: 3 }),
  /** Retried twice: customer service needs it. */
  imInfo: user.get('/v1/im/info', (s) => ({ response: s.imInfoResponse }), { retries: 2 }),
  orderProducts: user.get('/v1/order/products', (s) => ({ response: s.orderProductsResponse })),
  /** The cancellation; it ends every session of the account. */
  destroy: user.post('/v1/user/destroy', (s) => ({ body: s.destroyRequest, response: s.destroyResponse }), { cookie: 'clearOnSuccess' }),
  sendDestroyCode: user.post('/v1/user/send_destroy_code', (s) => ({ body: s.sendDestroyCodeRequest, response: s.sendDestroyCodeResponse })),
  checkPhoneIsExist: user.post('/v1/user/check_phone_is_exist', (s) => ({ body: s.checkPhoneIsExistRequest, response: s.checkPhoneIsExistResponse })),
  /** The change of phone: the old sessions end and the new token becomes the cookie. */
  exchangeAccount: user.post('/v1/user/exchange_account', (s) => ({ body: s.exchangeAccountRequest, response: s.exchangeAccountResponse }), {
    cookie: 'issue',
  }),
  /** 165 carries the other account's masked phone. */
  wechatBind: user.post('/v1/security/wechat/bind', (s) => ({
    body: s.wechatBindRequest,
    response: s.wechatBindResponse,
    failureData: { [ServerCode.OpenidBoundToOtherAccount]: s.boundAccountData },
  })),
  wechatUnbind: user.post('/v1/security/wechat/unbind', (s) => ({ body: s.wechatUnbindRequest, response: s.wechatUnbindResponse })),
  securityVerify: user.post('/v1/security/verify', (s) => ({ body: s.securityVerifyRequest, response: s.securityVerifyResponse })),
  remainingAssets: user.get('/v1/user/remaining_assets', (s) => ({ response: s.remainingAssetsResponse })),
  /** A WeChat QR for a login or a rebind; a rebind's needs a login. */
  oaQrcode: user.get('/v1/wechat/oa_qrcode', (s) => ({ query: s.oaQrcodeQuery, response: s.oaQrcodeResponse })),
  oaState: user.get('/v1/wechat/oa_state', (s) => ({ query: s.oaStateQuery, response: s.oaStateResponse })),
  /** The in-WeChat-browser login: the OAuth code traded for the scan state and a jump token. */
  oauthCheck: user.get('/v1/wechat/oauth/check', (s) => ({ query: s.oauthCheckQuery, response: s.oauthCheckResponse })),
  rebindQrcode: user.get('/v1/security/wechat/qrcode', (s) => ({ response: s.rebindQrcodeResponse })),
  rebindState: user.get('/v1/security/wechat/state', (s) => ({ query: s.rebindStateQuery, response: s.rebindStateResponse })),
  /** The machine state of spec section 3. */
  devices: user.get('/v1/user/devices', (s) => ({ response: s.devicesResponse })),
  /** Takes a machine off the account's device list; a device of another account, or one already gone, is left as it is. */
  removeDevice: user.post('/v1/user/devices/remove', (s) => ({ body: s.removeDeviceRequest, response: s.removeDeviceResponse })),
  /**
   * Where the in-WeChat-browser login sends the visitor: the provider's authorisation page
   * (WeChat's, or the sandbox console's), which comes back to `redirect_uri` with `code`
   * and `state`. Added with the built-in service.
   */
  oauthAuthorize: user.get('/v1/wechat/oauth/authorize_url', (s) => ({ query: s.oauthAuthorizeQuery, response: s.oauthAuthorizeResponse })),
  /**
   * Sign in with Apple (login kind 2): Apple's authorisation page (or the sandbox's
   * stand-in), which comes back to /redirect/callback?platform=apple with the ID token in
   * the fragment; then whether that Apple ID is bound yet (a new one verifies a phone).
   */
  appleAuthorize: user.get('/v1/apple/authorize_url', (s) => ({ query: s.appleAuthorizeQuery, response: s.appleAuthorizeResponse })),
  appleCheck: user.post('/v1/apple/check', (s) => ({ body: s.appleCheckRequest, response: s.appleCheckResponse })),
}
