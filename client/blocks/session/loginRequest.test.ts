import { describe, expect, it } from 'vitest'
import { loginRequest } from '../../../shared/contracts/schemas/user'
import { buildLoginRequest } from './loginRequest'

const MD5_123456 = 'e10adc3949ba59abbe56e057f20f883e'

describe('buildLoginRequest', async () => {
  it('carries the source uuid when there is one', async () => {
    const body = await buildLoginRequest({ kind: 'code', phone: '13800138000', code: '123456' }, { sourceId: 924, sourceUuid: 'demo-channel' })
    expect(body).toMatchObject({ source_id: 924, source_uuid: 'demo-channel' })
    expect(loginRequest.safeParse(body).success).toBe(true)
  })

  it('sends a phone login with the hashed code and the verify-code method', async () => {
    const body = await buildLoginRequest({ kind: 'code', phone: ' 13800138000 ', code: '123456' }, { sourceId: 924 })
    expect(body).toEqual({ phone: '13800138000', verify_code: MD5_123456, phone_cc: '86', source_id: 924, login_method: 0, login_scene: 2 })
    expect(loginRequest.safeParse(body).success).toBe(true)
  })

  it('sends an Apple login with its ID token and raw nonce, and a new Apple ID with a phone code too', async () => {
    const identityToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'
    const alone = await buildLoginRequest({ kind: 'apple', identityToken, nonce: 'rawNonce0123456789' }, { sourceId: 924 })
    expect(alone).toEqual({ phone_cc: '86', source_id: 924, login_method: 2, login_scene: 2, identity_token: identityToken, nonce: 'rawNonce0123456789' })
    expect(loginRequest.safeParse(alone).success).toBe(true)
    const withPhone = await buildLoginRequest(
      { kind: 'apple', identityToken, nonce: 'rawNonce0123456789', phone: '13800138000', code: '123456' },
      { sourceId: 924 },
    )
    expect(withPhone).toMatchObject({ phone: '13800138000', verify_code: MD5_123456, login_method: 2 })
    expect(loginRequest.safeParse(withPhone).success).toBe(true)
    // Apple's kind without the token is refused by the contract.
    expect(loginRequest.safeParse({ ...alone, identity_token: undefined }).success).toBe(false)
  })

  it('never sends the plain code', async () => {
    const body = await buildLoginRequest({ kind: 'code', phone: '13800138000', code: '123456' }, { sourceId: 924 })
    expect(JSON.stringify(body)).not.toContain('123456')
  })

  it('sends a WeChat login with only the jump token', async () => {
    const body = await buildLoginRequest({ kind: 'wechat', jumpToken: 'jt-1' }, { sourceId: 7 })
    expect(body).toEqual({ phone_cc: '86', source_id: 7, login_method: 1, login_scene: 2, jump_token: 'jt-1' })
    expect(loginRequest.safeParse(body).success).toBe(true)
  })

  it('sends a new WeChat user with the jump token, the phone and the hashed code', async () => {
    const body = await buildLoginRequest({ kind: 'wechat', jumpToken: 'jt-2', phone: '13900139000', code: '123456' }, { sourceId: 924 })
    expect(body).toMatchObject({ jump_token: 'jt-2', phone: '13900139000', verify_code: MD5_123456, login_method: 1 })
    expect(loginRequest.safeParse(body).success).toBe(true)
  })

  it('adds the recover token that calls off a cancellation', async () => {
    const body = await buildLoginRequest({ kind: 'code', phone: '13800138000', code: '123456' }, { sourceId: 924, recoverToken: 'rt' })
    expect(body.recover_token).toBe('rt')
  })
})
