import { describe, expect, it } from 'vitest'
import { hashVerifyCode, isVerifyCode } from './code'

describe('isVerifyCode', () => {
  it.each(['123456', '000000'])('accepts %s', (code) => expect(isVerifyCode(code)).toBe(true))
  it.each(['', '12345', '1234567', '12345a', ' 123456', '１２３４５６'])('rejects %j', (code) => expect(isVerifyCode(code)).toBe(false))
})

describe('hashVerifyCode', () => {
  it('is the lower-case MD5 hex digest', () => {
    expect(hashVerifyCode('123456')).toBe('e10adc3949ba59abbe56e057f20f883e')
  })
})
