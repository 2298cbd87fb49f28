/** In its own module so the API client, in every page's first download, carries no other message (decision 018). */
export { ERROR_MESSAGES } from './errorMessages'

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

/** Payment server codes (spec section 8) and the payment service's own refusals. */
export const PAY_MESSAGES = {
  memberStatusUpdated: '会员状态已更新，请刷新页面后重试',
  unionPurchaseError: '联合套餐购买失败，请稍后重试或联系客服',
  unionDeductionMultiple: '存在多个可抵扣的套餐，请联系客服处理',
  deductionInvalid: '抵扣已失效，请刷新页面后重试',
  deductionDowngrade: '暂不支持降级购买，请选择更高规格的套餐',
  productNotFound: '套餐不存在或已下架',
  orderNotFound: '订单不存在',
  contractNotFound: '签约记录不存在',
  payMethodNotAllowed: '该套餐不支持此支付方式',
  payUnavailable: '支付服务暂不可用，请稍后再试',
  nothingToInvoice: '请选择可开票的订单',
  invoiceNotFound: '发票不存在',
  invoiceNotIssued: '发票尚未开具',
  cancelReason: '请选择取消原因',
  reasonTooLong: '取消原因不能超过 200 个字',
  /** The cancel reason of a contract the payer ended in their WeChat or Alipay. */
  contractEndedAtChannel: '已在支付平台解约',
  /** What the channel is told when a contract cancelled here while signing is ended there. */
  contractCancelledBeforeSigned: '用户已取消自动续费',
} as const

/** Invoice form messages (spec section 5 patterns). */
export const INVOICE_MESSAGES = {
  invoiceType: '请选择发票类型',
  titleType: '请选择抬头类型',
  individualOnlyGeneral: '个人抬头仅支持普通电子发票',
  title: '请输入发票抬头',
  titleTooLong: '发票抬头不能超过 100 个字',
  taxCode: '请输入正确的纳税人识别号（15-20 位大写字母或数字）',
  taxCodeRequired: '请输入纳税人识别号',
  address: '请输入注册地址',
  addressTooLong: '注册地址不能超过 100 个字',
  landline: '请输入正确的注册电话，如 010-12345678',
  bankName: '请输入开户银行',
  bankNameTooLong: '开户银行不能超过 50 个字',
  bankAccount: '请输入正确的银行账号（数字和空格）',
  email: '请输入正确的邮箱地址',
  emailRequired: '请输入接收发票的邮箱',
  orders: '请选择要开票的订单',
} as const
