import { describe, expect, it } from 'vitest'
import { DEFAULT_PHONE_CC } from '../constants'
import { VALIDATION_MESSAGES } from '../messages'
import { enumOf, phone, phoneCc, queryEnum, verifyCodeMd5 } from './fields'

describe('shared field rules', () => {
  it('trims a mainland phone and refuses others with the shared message', () => {
    expect(phone.parse(' 13800138000 ')).toBe('13800138000')
    const result = phone.safeParse('12800138000')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.phone)
  })

  it('takes only an MD5 hex digest as a code', () => {
    expect(verifyCodeMd5.safeParse('e10adc3949ba59abbe56e057f20f883e').success).toBe(true)
    expect(verifyCodeMd5.safeParse('123456').error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.verifyCode)
  })

  it('defaults the country code', () => {
    expect(phoneCc.parse(undefined)).toBe(DEFAULT_PHONE_CC)
  })

  it('accepts only the values of an enumeration, in a body or a query', () => {
    const Kind = { A: 1, B: 2 } as const
    expect(enumOf(Kind).safeParse(2).success).toBe(true)
    expect(enumOf(Kind).safeParse(3).success).toBe(false)
    expect(queryEnum(Kind).parse('1')).toBe(1)
    expect(queryEnum(Kind).safeParse('x').success).toBe(false)
  })
})
