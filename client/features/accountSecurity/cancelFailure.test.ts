import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api/client'
import { cancelFailure } from './cancelFailure'

describe('cancelFailure', () => {
  it('shows the revenue-share message of 7003 and nothing else', () => {
    expect(cancelFailure(new ApiError('server', '您的账号仍在参与分成，请联系客服', 200, 7003))).toEqual({
      message: '您的账号仍在参与分成，请联系客服',
      verifyAgain: false,
    })
  })

  it('asks to verify again on 195, in the words of the catalogue', () => {
    expect(cancelFailure(new ApiError('server', 'period mismatch', 200, 195))).toEqual({ message: '为了您的账号安全，请重新验证', verifyAgain: true })
  })

  it('shows any other server message and reopens the verification', () => {
    expect(cancelFailure(new ApiError('server', '验证码错误', 200, 10001))).toEqual({ message: '验证码错误', verifyAgain: true })
    expect(cancelFailure(new ApiError('network', '网络请求超时，请确保网络正常后再重新发送'))).toEqual({
      message: '网络请求超时，请确保网络正常后再重新发送',
      verifyAgain: true,
    })
  })

  it('leaves an ended login to the API client', () => {
    expect(cancelFailure(new ApiError('unauthorized', '身份验证过期，请重新登录', 401))).toEqual({ message: '', verifyAgain: false })
  })

  it('treats a non-API error as unknown', () => {
    expect(cancelFailure(new Error('boom'))).toEqual({ message: '未知错误', verifyAgain: true })
  })
})
