/** Every Chinese text of the app hand-over. */
export const APP_BRIDGE_TEXT = {
  signingIn: '正在登录，请稍候…',
  failed: '登录失败，请返回 App 重新进入',
  home: '返回首页',
} as const
