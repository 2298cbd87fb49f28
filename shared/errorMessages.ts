/** Generic messages of the error catalogue (spec section 8). */
export const ERROR_MESSAGES = {
  network: '网络请求超时，请确保网络正常后再重新发送',
  unknown: '未知错误',
  unauthorized: '身份验证过期，请重新登录',
} as const
