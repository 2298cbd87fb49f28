/**
 * The user service's calls (spec section 7), one record each (shared/contracts/call.ts); their
 * schemas are in ./schemas/user.ts and, for the account's information every logged-in page
 * reads and the device list, ./schemas/userInfo.ts and ./schemas/device.ts, each under its
 * record's name in the `*Calls.ts` beside them.
 * Login and change-phone answer a token, which the gateway moves into the HttpOnly cookie.
 */
import { declareCalls, get, post } from './call'

export const userCalls = {
  ...declareCalls('main', () => import('./schemas/userCalls'), {
    /** A code to a phone for a scene (login, cancel, security); a send refused for want of a captcha (45) names the captcha to solve. */
    sendVerifyCode: post('/v1/user/send_verify_code'),
    /** The login; 7001 carries the recover token and date, 165 the other account's masked phone. */
    login: post('/v1/ow/login', { cookie: 'issue' }),
    logout: post('/v1/user/logout', { cookie: 'clear' }),
    /** The cancellation; it ends every session of the account. */
    destroy: post('/v1/user/destroy', { cookie: 'clearOnSuccess' }),
    sendDestroyCode: post('/v1/user/send_destroy_code'),
    checkPhoneIsExist: post('/v1/user/check_phone_is_exist'),
    /** The change of phone: the old sessions end and the new token becomes the cookie. */
    exchangeAccount: post('/v1/user/exchange_account', { cookie: 'issue' }),
    /** 165 carries the other account's masked phone. */
    wechatBind: post('/v1/security/wechat/bind'),
    wechatUnbind: post('/v1/security/wechat/unbind'),
    securityVerify: post('/v1/security/verify'),
    /** A WeChat QR for a login or a rebind; a rebind's needs a login. */
    oaQrcode: get('/v1/wechat/oa_qrcode'),
    oaState: get('/v1/wechat/oa_state'),
    /** The in-WeChat-browser login: the OAuth code traded for the scan state and a jump token. */
    oauthCheck: get('/v1/wechat/oauth/check'),
    rebindQrcode: get('/v1/security/wechat/qrcode'),
    rebindState: get('/v1/security/wechat/state'),
    /**
     * Where the in-WeChat-browser login sends the visitor: the provider's authorisation page
     * (WeChat's, or the sandbox console's), which comes back to `redirect_uri` with `code`
     * and `state`. Added with the built-in service.
     */
    oauthAuthorize: get('/v1/wechat/oauth/authorize_url'),
    /**
     * Sign in with Apple (login kind 2): Apple's authorisation page (or the sandbox's
     * stand-in), which comes back to /redirect/callback?platform=apple with the ID token in
     * the fragment; then whether that Apple ID is bound yet (a new one verifies a phone).
     */
    appleAuthorize: get('/v1/apple/authorize_url'),
    appleCheck: post('/v1/apple/check'),
  }),
  ...declareCalls('main', () => import('./schemas/deviceCalls'), {
    /** The machine state of spec section 3. */
    devices: get('/v1/user/devices'),
    /** Takes a machine off the account's device list; a device of another account, or one already gone, is left as it is. */
    removeDevice: post('/v1/user/devices/remove'),
  }),
  ...declareCalls('main', () => import('./schemas/userInfoCalls'), {
    /** Retried three times: the header and the panel depend on it. */
    userInfo: get('/v1/user/info', { retries: 3 }),
    /** Retried twice: customer service needs it. */
    imInfo: get('/v1/im/info', { retries: 2 }),
    orderProducts: get('/v1/order/products'),
    remainingAssets: get('/v1/user/remaining_assets'),
  }),
}
