import { LOGIN_ENTRY_TEXT } from './entryLabel'

/**
 * Every text of the login dialog, its consent dialog and its reminders, for review in one
 * place. Spec section 2 gives some in English; these are their Chinese forms.
 */
export const LOGIN_TEXT = {
  entry: LOGIN_ENTRY_TEXT,
  smsTitle: '手机验证码登录',
  wechatTitle: '微信扫码登录',
  phoneStepTitle: '验证手机号',
  phoneStepHint: '首次使用微信登录，请验证手机号，验证后该微信将与此手机号的账号绑定。',
  backToQr: '返回扫码',
  submit: '登录',
  submitting: '登录中…',
  autoRegister: '未注册的手机号验证后将自动创建账号',
  /**
   * The cookie-availability probe's message (spec section 4 names the probe, not its text):
   * the login is kept in a cookie, so without cookies it ends with the page.
   */
  cookiesDisabled: '当前浏览器已禁用 Cookie，登录状态将无法保存。请在浏览器设置中允许本站使用 Cookie 后重新登录。',
  otherMethods: '其他登录方式',
  useWechat: '微信登录',
  useSms: '手机验证码登录',
  wechatHint: '请使用微信扫一扫，关注公众号后即可登录',
  /** Inside WeChat (its mini-program web-view) a QR is recognised by a long press, not scanned. */
  wechatHintInWechat: '长按识别二维码，关注公众号后即可登录',
  scanned: '扫码成功，正在登录…',
  redirecting: '正在前往微信授权…',
  loggedIn: '登录成功',
  reminderTitle: '登录提醒',
  recoverable: (date: string) => `该账号正在注销中，将于 ${date} 完成注销。终止注销后可继续使用该账号。`,
  cancel: '取消',
  recoverAndLogin: '终止注销并继续登录',
  noticeTitle: '提示',
  ok: '我知道了',
  callbackFailed: '微信授权失败，请重新登录',
  callbackStateMismatch: '授权信息已失效，请重新登录',
  backHome: '返回首页',
  /** Sign in with Apple (login kind 2), in Apple's own Chinese wording. */
  useApple: '通过 Apple 登录',
  appleTitle: '通过 Apple 登录',
  appleRedirecting: '正在前往 Apple 授权…',
  applePhoneStepHint: '首次使用 Apple 登录，请验证手机号，验证后该 Apple ID 将与此手机号的账号绑定。',
  appleCancelled: '已取消 Apple 登录',
  appleFailed: 'Apple 登录失败，请重新登录',
} as const
