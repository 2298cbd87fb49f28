/**
 * The user service's calls (spec section 7), one record each (shared/contracts/call.ts).
 * Login and change-phone answer a token, which the gateway moves into the HttpOnly cookie.
 */
import { ServerCode } from '../enums'
import { defineCall } from './call'

const schemas = () => import('./schemas/user')

export const userCalls = {
  /** A code to a phone for a scene (login, cancel, security); a send refused for want of a captcha (45) names the captcha to solve. */
  sendVerifyCode: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/user/send_verify_code',
    schemas: () =>
      Promise.all([schemas(), import('./schemas/captcha')]).then(([s, captcha]) => ({
        body: s.sendVerifyCodeRequest,
        response: s.sendVerifyCodeResponse,
        failureData: { [ServerCode.CaptchaRequired]: captcha.captchaChallenge },
      })),
  }),
  /** The login; 7001 carries the recover token and date, 165 the other account's masked phone. */
  login: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/ow/login',
    schemas: () =>
      schemas().then((s) => ({
        body: s.loginRequest,
        response: s.loginResponse,
        failureData: { [ServerCode.CancelledRecoverable]: s.cancelledAccountData, [ServerCode.OpenidBoundToOtherAccount]: s.boundAccountData },
      })),
    cookie: 'issue',
  }),
  logout: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/user/logout',
    schemas: () => schemas().then((s) => ({ response: s.logoutResponse })),
    cookie: 'clear',
  }),
  /** Retried three times: the header and the panel depend on it. */
  userInfo: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/user/info',
    schemas: () => schemas().then((s) => ({ response: s.userInfoResponse })),
    retries: 3,
  }),
  /** Retried twice: customer service needs it. */
  imInfo: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/im/info',
    schemas: () => schemas().then((s) => ({ response: s.imInfoResponse })),
    retries: 2,
  }),
  orderProducts: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/order/products',
    schemas: () => schemas().then((s) => ({ response: s.orderProductsResponse })),
  }),
  /** The cancellation; it ends every session of the account. */
  destroy: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/user/destroy',
    schemas: () => schemas().then((s) => ({ body: s.destroyRequest, response: s.destroyResponse })),
    cookie: 'clearOnSuccess',
  }),
  sendDestroyCode: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/user/send_destroy_code',
    schemas: () => schemas().then((s) => ({ body: s.sendDestroyCodeRequest, response: s.sendDestroyCodeResponse })),
  }),
  checkPhoneIsExist: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/user/check_phone_is_exist',
    schemas: () => schemas().then((s) => ({ body: s.checkPhoneIsExistRequest, response: s.checkPhoneIsExistResponse })),
  }),
  /** The change of phone: the old sessions end and the new token becomes the cookie. */
  exchangeAccount: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/user/exchange_account',
    schemas: () => schemas().then((s) => ({ body: s.exchangeAccountRequest, response: s.exchangeAccountResponse })),
    cookie: 'issue',
  }),
  /** 165 carries the other account's masked phone. */
  wechatBind: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/security/wechat/bind',
    schemas: () =>
      schemas().then((s) => ({
        body: s.wechatBindRequest,
        response: s.wechatBindResponse,
        failureData: { [ServerCode.OpenidBoundToOtherAccount]: s.boundAccountData },
      })),
  }),
  wechatUnbind: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/security/wechat/unbind',
    schemas: () => schemas().then((s) => ({ body: s.wechatUnbindRequest, response: s.wechatUnbindResponse })),
  }),
  securityVerify: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/security/verify',
    schemas: () => schemas().then((s) => ({ body: s.securityVerifyRequest, response: s.securityVerifyResponse })),
  }),
  remainingAssets: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/user/remaining_assets',
    schemas: () => schemas().then((s) => ({ response: s.remainingAssetsResponse })),
  }),
  /** A WeChat QR for a login or a rebind; a rebind's needs a login. */
  oaQrcode: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/wechat/oa_qrcode',
    schemas: () => schemas().then((s) => ({ query: s.oaQrcodeQuery, response: s.oaQrcodeResponse })),
  }),
  oaState: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/wechat/oa_state',
    schemas: () => schemas().then((s) => ({ query: s.oaStateQuery, response: s.oaStateResponse })),
  }),
  /** The in-WeChat-browser login: the OAuth code traded for the scan state and a jump token. */
  oauthCheck: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/wechat/oauth/check',
    schemas: () => schemas().then((s) => ({ query: s.oauthCheckQuery, response: s.oauthCheckResponse })),
  }),
  rebindQrcode: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/security/wechat/qrcode',
    schemas: () => schemas().then((s) => ({ response: s.rebindQrcodeResponse })),
  }),
  rebindState: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/security/wechat/state',
    schemas: () => schemas().then((s) => ({ query: s.rebindStateQuery, response: s.rebindStateResponse })),
  }),
  /** The machine state of spec section 3. */
  devices: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/user/devices',
    schemas: () => schemas().then((s) => ({ response: s.devicesResponse })),
  }),
  /**
   * Where the in-WeChat-browser login sends the visitor: the provider's authorisation page
   * (WeChat's, or the sandbox console's), which comes back to `redirect_uri` with `code`
   * and `state`. Added with the built-in service.
   */
  oauthAuthorize: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/wechat/oauth/authorize_url',
    schemas: () => schemas().then((s) => ({ query: s.oauthAuthorizeQuery, response: s.oauthAuthorizeResponse })),
  }),
  /**
   * Sign in with Apple (login kind 2): Apple's authorisation page (or the sandbox's
   * stand-in), which comes back to /redirect/callback?platform=apple with the ID token in
   * the fragment; then whether that Apple ID is bound yet (a new one verifies a phone).
   */
  appleAuthorize: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/apple/authorize_url',
    schemas: () => schemas().then((s) => ({ query: s.appleAuthorizeQuery, response: s.appleAuthorizeResponse })),
  }),
  appleCheck: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/apple/check',
    schemas: () => schemas().then((s) => ({ body: s.appleCheckRequest, response: s.appleCheckResponse })),
  }),
}
