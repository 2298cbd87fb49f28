/** Every text of the WeChat QR box, for review in one place. */
export const WECHAT_TEXT = {
  qrLabel: '微信二维码',
  loading: '二维码加载中…',
  expired: '二维码已过期',
  refresh: '点击刷新',
  maintenanceTitle: '系统维护中',
  maintenance: '微信服务正在维护，请稍后再试或使用手机验证码登录',
  retry: '重新加载',
} as const
