/** In its own module so the API client, in every page's first download, carries no other message (decision 018). */
export { ERROR_MESSAGES } from './errorMessages'

/* The payment service's and the invoice form's messages are in ./payMessages.ts: the login's code, which reads these, does not carry them. */

/** Form messages (spec section 5); the phone message is shared by every phone field. */
export const VALIDATION_MESSAGES = {
  phoneRequired: '请输入手机号',
  phone: '请输入正确的手机号',
  phoneExists: '该手机号已存在',
  verifyCode: '请输入正确的验证码',
  consent: '请先阅读并同意用户协议和隐私政策',
} as const

/** Server messages of the codes spec section 8 describes, in Chinese. */
export const SERVER_MESSAGES = {
  wechatJumpTokenTimeout: '微信授权已过期，请重新扫码登录',
  phoneBoundToOtherWechat: '该手机号已绑定其他微信，请使用手机验证码登录',
  sameWechatOpenid: '该微信已绑定当前账号，无需重复绑定',
  openidBoundToOtherAccount: (maskedPhone: string) => `该微信已绑定账号${maskedPhone}，请尝试使用该微信登录或绑定其他微信`,
  cancelVerifyAgain: '为了您的账号安全，请重新验证',
  cancelledRecoverable: '该账号正在注销中',
  merchantCancelling: '该账号所属商家正在注销，无法恢复',
  pendingRevenueShare: '您的账号仍在参与分成，请联系客服',
  verifyCodeWrong: '验证码错误',
  verifyCodeExpired: '验证码已过期，请重新获取',
  verifyCodeBurnt: '验证码错误次数过多，请重新获取',
  sendTooOften: '验证码发送过于频繁，请稍后再试',
  dailySendLimit: '今日验证码发送次数已达上限，请明天再试',
  phoneCannotChange: '当前账号暂不支持更换手机号',
  wechatNotBound: '当前账号未绑定微信',
  qrExpired: '二维码已过期，请刷新',
  accountNotFound: '账号不存在',
  invalidRequest: '请求参数错误',
  bodyTooLarge: '提交内容过长',
  wechatMismatch: '请使用已绑定的微信扫码验证',
  smsUnavailable: '短信服务暂不可用，请使用其他方式登录',
  wechatUnavailable: '微信服务暂不可用，请使用其他方式登录',
  notOwnPhone: '请使用当前账号的手机号获取验证码',
  captchaRequired: '请先完成安全验证',
  appleUnavailable: 'Apple 登录暂不可用，请使用其他方式登录',
  appleTokenInvalid: 'Apple 登录信息无效或已过期，请重新登录',
  phoneBoundToOtherApple: '该手机号已绑定其他 Apple ID，请使用手机验证码登录',
  appleBoundToOtherAccount: '该 Apple ID 已绑定其他账号，请重新登录',
  smsSendFailed: '验证码发送失败，请稍后再试',
} as const
