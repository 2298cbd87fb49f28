/** The texts of the controls pages show only inside the iOS / iPad app. */
export const APP_CONTROL_TEXT = {
  backToApp: '返回 App',
  share: '分享',
  restorePurchase: '恢复购买',
  openWorkflow: '在 App 中打开修图流程',
} as const
