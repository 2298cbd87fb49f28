/** The zod-free half of shared/contracts/user.ts (re-exported there): what the browser imports up front (decision 018). */
export const userPaths = {
  sendVerifyCode: '/v1/user/send_verify_code',
  login: '/v1/ow/login',
  logout: '/v1/user/logout',
  userInfo: '/v1/user/info',
  imInfo: '/v1/im/info',
  orderProducts: '/v1/order/products',
  destroy: '/v1/user/destroy',
  sendDestroyCode: '/v1/user/send_destroy_code',
  checkPhoneIsExist: '/v1/user/check_phone_is_exist',
  exchangeAccount: '/v1/user/exchange_account',
  wechatBind: '/v1/security/wechat/bind',
  wechatUnbind: '/v1/security/wechat/unbind',
  securityVerify: '/v1/security/verify',
  remainingAssets: '/v1/user/remaining_assets',
  oaQrcode: '/v1/wechat/oa_qrcode',
  oaState: '/v1/wechat/oa_state',
  oauthCheck: '/v1/wechat/oauth/check',
  rebindQrcode: '/v1/security/wechat/qrcode',
  rebindState: '/v1/security/wechat/state',
  devices: '/v1/user/devices',
  /**
   * Where the in-WeChat-browser login sends the visitor: the provider's authorisation page
   * (WeChat's, or the sandbox console's), which comes back to `redirect_uri` with `code`
   * and `state`. Added with the built-in service.
   */
  oauthAuthorize: '/v1/wechat/oauth/authorize_url',
  /**
   * Sign in with Apple (login kind 2): Apple's authorisation page (or the sandbox's
   * stand-in), which comes back to /redirect/callback?platform=apple with the ID token in
   * the fragment; then whether that Apple ID is bound yet (a new one verifies a phone).
   */
  appleAuthorize: '/v1/apple/authorize_url',
  appleCheck: '/v1/apple/check',
} as const
