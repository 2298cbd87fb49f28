import { describe, expect, it } from 'vitest'
import { codeError, phoneError } from './rules'

describe('phoneError', () => {
  it('asks for a phone when empty or blank', () => {
    expect(phoneError('')).toBe('请输入手机号')
    expect(phoneError('   ')).toBe('请输入手机号')
  })
  it.each(['12800138000', '1380013800', '138001380001', '14200138000', '16100138000', '19400138000', '1380013800a'])('rejects %s', (phone) =>
    expect(phoneError(phone)).toBe('请输入正确的手机号'),
  )
  it.each(['13800138000', ' 13800138000 ', '14700138000', '16600138000', '17800138000', '19900138000'])('accepts %j', (phone) =>
    expect(phoneError(phone)).toBeUndefined(),
  )
})

describe('codeError', () => {
  it.each(['', '12345', 'abcdef', '1234567'])('gives the one message for %j', (code) => expect(codeError(code)).toBe('请输入正确的验证码'))
  it('accepts six digits', () => expect(codeError('654321')).toBeUndefined())
})
