/**
 * The user service's call schemas, each under the name of its record in ../user.ts: the
 * module the records load (decision 018), apart from ./user.ts so that the browser's chunk
 * exports only this table, not every schema by its name.
 */
import type { CallSchemaTable } from '../call'
import { ServerCode } from '../../enums'
import {
  appleAuthorizeQuery,
  appleAuthorizeResponse,
  appleCheckRequest,
  appleCheckResponse,
  boundAccountData,
  cancelledAccountData,
  checkPhoneIsExistRequest,
  checkPhoneIsExistResponse,
  destroyRequest,
  destroyResponse,
  exchangeAccountRequest,
  exchangeAccountResponse,
  loginRequest,
  loginResponse,
  logoutResponse,
  oaQrcodeQuery,
  oaQrcodeResponse,
  oaStateQuery,
  oaStateResponse,
  oauthAuthorizeQuery,
  oauthAuthorizeResponse,
  oauthCheckQuery,
  oauthCheckResponse,
  rebindQrcodeResponse,
  rebindStateQuery,
  rebindStateResponse,
  securityVerifyRequest,
  securityVerifyResponse,
  sendDestroyCodeRequest,
  sendDestroyCodeResponse,
  sendVerifyCodeRequest,
  sendVerifyCodeResponse,
  wechatBindRequest,
  wechatBindResponse,
  wechatUnbindRequest,
  wechatUnbindResponse,
} from './user'

/**
 * A code send's failure data (45 names the captcha to solve) loads with it; the login's 7001
 * carries the recover token and date, its and the WeChat bind's 165 the other account's masked phone.
 */
export const callSchemas = {
  sendVerifyCode: async () => ({
    body: sendVerifyCodeRequest,
    response: sendVerifyCodeResponse,
    failureData: { [ServerCode.CaptchaRequired]: (await import('./captcha')).captchaChallenge },
  }),
  login: {
    body: loginRequest,
    response: loginResponse,
    failureData: { [ServerCode.CancelledRecoverable]: cancelledAccountData, [ServerCode.OpenidBoundToOtherAccount]: boundAccountData },
  },
  logout: { response: logoutResponse },
  destroy: { body: destroyRequest, response: destroyResponse },
  sendDestroyCode: { body: sendDestroyCodeRequest, response: sendDestroyCodeResponse },
  checkPhoneIsExist: { body: checkPhoneIsExistRequest, response: checkPhoneIsExistResponse },
  exchangeAccount: { body: exchangeAccountRequest, response: exchangeAccountResponse },
  wechatBind: { body: wechatBindRequest, response: wechatBindResponse, failureData: { [ServerCode.OpenidBoundToOtherAccount]: boundAccountData } },
  wechatUnbind: { body: wechatUnbindRequest, response: wechatUnbindResponse },
  securityVerify: { body: securityVerifyRequest, response: securityVerifyResponse },
  oaQrcode: { query: oaQrcodeQuery, response: oaQrcodeResponse },
  oaState: { query: oaStateQuery, response: oaStateResponse },
  oauthCheck: { query: oauthCheckQuery, response: oauthCheckResponse },
  rebindQrcode: { response: rebindQrcodeResponse },
  rebindState: { query: rebindStateQuery, response: rebindStateResponse },
  oauthAuthorize: { query: oauthAuthorizeQuery, response: oauthAuthorizeResponse },
  appleAuthorize: { query: appleAuthorizeQuery, response: appleAuthorizeResponse },
  appleCheck: { body: appleCheckRequest, response: appleCheckResponse },
} satisfies CallSchemaTable
