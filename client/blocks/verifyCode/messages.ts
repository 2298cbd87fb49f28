/** Every text of the verification-code fields, for review in one place. */
export const VERIFY_CODE_TEXT = {
  phoneLabel: '手机号',
  phonePlaceholder: '请输入手机号',
  codeLabel: '验证码',
  codePlaceholder: '请输入 6 位验证码',
  send: '获取验证码',
  sending: '发送中…',
  resendIn: (seconds: number) => `${seconds} 秒后重新获取`,
  sent: '验证码已发送',
} as const

/** The captcha a code send asks for after a few sends from one address (decision 016). */
export const CAPTCHA_TEXT = {
  title: '请先完成安全验证',
  lead: '完成验证后将自动发送验证码',
  /** The sandbox's stand-in for the real captcha. */
  sandboxCheck: '我不是机器人',
  sandboxNote: '测试环境：勾选即可通过验证',
  loading: '正在加载安全验证…',
  unavailable: '安全验证暂不可用，请稍后再试',
  loadFailed: '安全验证加载失败，请检查网络后重试',
  retry: '重新加载',
  close: '取消',
} as const
