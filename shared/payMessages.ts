/** The payment service's messages and the invoice form's, apart from ./messages.ts (the login's and the forms' messages) so that each page loads its own. */

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
