/** In-app browsers of spec section 9, recognised from the user agent. */
export type InAppBrowser = 'wechat-miniprogram' | 'wechat' | 'qq' | 'weibo' | 'dingtalk' | 'facebook' | 'instagram' | 'douyin'

// Order matters: the mini-program web-view also reports MicroMessenger. Other hosts
// (Alipay, for one) report MiniProgram too, so the mini-program needs both.
const PATTERNS: ReadonlyArray<[InAppBrowser, RegExp]> = [
  ['wechat-miniprogram', /^(?=.*MicroMessenger)(?=.*miniProgram)/is],
  ['wechat', /MicroMessenger/i],
  ['qq', /\bQQ\/[\d.]+/i],
  ['weibo', /Weibo/i],
  ['dingtalk', /DingTalk/i],
  ['facebook', /FBAN|FBAV|FB_IAB/],
  ['instagram', /Instagram/i],
  ['douyin', /aweme|BytedanceWebview|Douyin/i],
]

export function detectInAppBrowser(userAgent: string): InAppBrowser | undefined {
  return PATTERNS.find(([, pattern]) => pattern.test(userAgent))?.[0]
}

export function isWeChat(userAgent: string): boolean {
  const browser = detectInAppBrowser(userAgent)
  return browser === 'wechat' || browser === 'wechat-miniprogram'
}
