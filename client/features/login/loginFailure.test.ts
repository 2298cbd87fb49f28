import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api/client'
import { classifyLoginFailure, isHandledLoginFailure } from './loginFailure'

const server = (code: number, message: string, data?: unknown) => new ApiError('server', message, 200, code, data)

describe('classifyLoginFailure', () => {
  it('offers recovery for 7001 with its date and token', () => {
    const error = server(7001, '该账号正在注销中', { cancel_effective_at: 1_800_000_000, recover_token: 'rt-1' })
    expect(classifyLoginFailure(error)).toEqual({ kind: 'recoverable', effectiveAt: 1_800_000_000, recoverToken: 'rt-1' })
    expect(isHandledLoginFailure(error)).toBe(true)
  })

  it('leaves a 7001 without its data to the toast', () => {
    const error = server(7001, '该账号正在注销中', null)
    expect(classifyLoginFailure(error)).toEqual({ kind: 'shown' })
    expect(isHandledLoginFailure(error)).toBe(false)
  })

  it('gives 7002 only its message', () => {
    expect(classifyLoginFailure(server(7002, '该账号所属商家正在注销，无法恢复'))).toEqual({
      kind: 'merchant-cancelling',
      message: '该账号所属商家正在注销，无法恢复',
    })
  })

  it('restarts the WeChat login on 162, with the server message', () => {
    expect(classifyLoginFailure(server(162, '微信授权已过期，请重新扫码登录'))).toEqual({ kind: 'wechat-expired', message: '微信授权已过期，请重新扫码登录' })
  })

  it('falls back to the catalogue message when the server sends none', () => {
    expect(classifyLoginFailure(server(162, ''))).toEqual({ kind: 'wechat-expired', message: '微信授权已过期，请重新扫码登录' })
  })

  it('names the other account, masked, on 165', () => {
    expect(classifyLoginFailure(server(165, 'bound', { masked_phone: '****8000' }))).toEqual({
      kind: 'wechat-bound-elsewhere',
      message: '该微信已绑定账号****8000，请尝试使用该微信登录或绑定其他微信',
    })
  })

  it.each([
    ['163', server(163, '该手机号已绑定其他微信，请使用手机验证码登录')],
    ['164', server(164, '该微信已绑定当前账号，无需重复绑定')],
    ['a wrong code', server(10001, '验证码错误')],
    ['a network failure', new ApiError('network', '网络请求超时，请确保网络正常后再重新发送')],
    ['a non-API error', new Error('boom')],
  ])('leaves %s to the toast', (_, error) => {
    expect(classifyLoginFailure(error)).toEqual({ kind: 'shown' })
  })
})
