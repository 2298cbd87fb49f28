/** The texts of a purchase under way (the QR dialog, paying on a phone and coming back) and of the success page. */

export const QR_TEXT = {
  title: (method: string) => `${method}扫码支付`,
  amount: '支付金额',
  scanHint: (method: string) => `请使用${method}扫一扫完成支付`,
  countdown: (clock: string) => `二维码 ${clock} 后失效`,
  creating: '正在生成二维码…',
  expired: '二维码已过期',
  refresh: '刷新二维码',
  closed: '订单已关闭，请重新下单',
  reorder: '重新下单',
  paid: '支付成功，正在跳转…',
  createFailed: '二维码生成失败，请重试',
  openAlipay: '前往支付宝付款',
  jsapi: '正在唤起微信支付…',
  jsapiButton: '微信内支付',
  testerLink: '在新窗口打开付款页',
} as const

/** Paying on a phone (H5 outside WeChat, JSAPI inside) and coming back to the site. */
export const RETURN_TEXT = {
  chooseTitle: '选择支付方式',
  leaving: (method: string) => `正在前往${method}…`,
  title: '确认支付结果',
  checking: '正在确认支付结果…',
  waiting: '如已完成支付，请稍候；尚未支付可继续支付或更换支付方式。',
  cancelled: '你已取消支付，可继续支付或更换支付方式。',
  failed: '支付未完成，可继续支付或更换支付方式。',
  expired: '订单已超时未支付，请重新下单',
  payAgain: '继续支付',
  switchMethod: '更换支付方式',
  orderNo: '订单号',
  /** Auto-renewal signed on the channel's mobile page (decision 029): the same view, in the words of signing. */
  signChecking: '正在确认签约结果…',
  signWaiting: '如已完成签约，请稍候；尚未签约可继续签约或更换支付方式。',
  signAgain: '继续签约',
  signLeaving: (method: string) => `正在前往${method}签约…`,
} as const

export const SUCCESS_TEXT = {
  title: '支付成功',
  lead: '套餐权益已发放到你的账号，可在「我的套餐」查看。',
  product: '购买套餐',
  amount: '支付金额',
  phone: '付款账号',
  back: '返回',
  packages: '查看我的套餐',
  download: '下载客户端',
  orderNo: '订单号',
  countdown: (seconds: number) => `${seconds} 秒后自动返回`,
} as const
