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
