/** Every Chinese text of the app hand-over. */
export const APP_BRIDGE_TEXT = {
  signingIn: '正在登录，请稍候…',
  failed: '登录失败，请返回 App 重新进入',
  home: '返回首页',
  /** What the host answered to saving an image. */
  imageSaved: '图片已保存到相册',
  imageNotSaved: '图片保存失败，请检查相册权限',
  /** A page an operator limited (is_url_limit) is not shared. */
  shareLimited: '该页面暂不支持分享',
} as const
