/** Enumerations of spec section 3 used by accounts and login. */

/** Login type; also the scene a verification code is sent and checked for. */
export const LoginType = { Login: 0, Cancel: 1, Security: 2 } as const
export type LoginType = (typeof LoginType)[keyof typeof LoginType]

/** Scenes a verification code is sent and spent for: the login types, and the activity login (kept apart so its codes never open the main site). */
export const CodeScene = { ...LoginType, Activity: 10 } as const
export type CodeScene = (typeof CodeScene)[keyof typeof CodeScene]

export const LoginKind = { VerifyCode: 0, Wechat: 1, Apple: 2 } as const
export type LoginKind = (typeof LoginKind)[keyof typeof LoginKind]

export const QrPurpose = { Login: 0, Rebind: 1 } as const
export type QrPurpose = (typeof QrPurpose)[keyof typeof QrPurpose]

export const WechatQrState = { WaitingFollow: 1, WaitingConnect: 2, Success: 3 } as const
export type WechatQrState = (typeof WechatQrState)[keyof typeof WechatQrState]

export const QrScene = { App: 1, Web: 2 } as const
export type QrScene = (typeof QrScene)[keyof typeof QrScene]

/** How a safety verification is proved. */
export const VerifyType = { Phone: 0, Wechat: 1 } as const
export type VerifyType = (typeof VerifyType)[keyof typeof VerifyType]

/** oauthTag bit flags. */
export const OauthTag = { WechatBound: 1 } as const

/** Server codes of spec section 8 that accounts use. */
export const ServerCode = {
  /** A code send from a busy address needs a passed captcha (Alibaba Cloud captcha's code). */
  CaptchaRequired: 45,
  WechatJumpTokenTimeout: 162,
  PhoneBoundToOtherWechat: 163,
  SameWechatOpenid: 164,
  OpenidBoundToOtherAccount: 165,
  CancelVerifyAgain: 195,
  CancelledRecoverable: 7001,
  MerchantCancelling: 7002,
  PendingRevenueShare: 7003,
  /** Codes the spec leaves open, chosen by the built-in service. */
  InvalidRequest: 400,
  Unauthorized: 401,
  VerifyCodeWrong: 10001,
  VerifyCodeExpired: 10002,
  VerifyCodeBurnt: 10003,
  SendTooOften: 10004,
  DailySendLimit: 10005,
  PhoneCannotChange: 10006,
  PhoneExists: 10007,
  WechatNotBound: 10008,
  QrExpired: 10009,
  AccountNotFound: 10010,
  /** A WeChat safety verification scanned with a WeChat other than the bound one. */
  WechatMismatch: 10011,
  /** A form submitted more often than a day allows (consultations, cooperations). */
  SubmitTooOften: 10012,
  /** No SMS or WeChat provider is configured (sandbox off, no real provider). */
  ProviderUnavailable: 503,
} as const
