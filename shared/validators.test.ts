import { describe, expect, it } from 'vitest'
import { isMainlandPhone } from './validators'

/** Allowed third digits per two-digit prefix, written out from spec section 5. */
const ALLOWED: Record<string, string> = {
  '10': '',
  '11': '',
  '12': '',
  '13': '0123456789',
  '14': '01456789',
  '15': '0123456789',
  '16': '2567',
  '17': '012345678',
  '18': '0123456789',
  '19': '012356789',
}

const cases = Object.entries(ALLOWED).flatMap(([prefix, allowed]) => [...'0123456789'].map((digit) => [`${prefix}${digit}`, allowed.includes(digit)] as const))

describe('isMainlandPhone', () => {
  it.each(cases)('prefix %s → %s', (prefix, expected) => {
    expect(isMainlandPhone(`${prefix}12345678`)).toBe(expected)
  })

  it.each([
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['a leading digit other than 1', '23812345678'],
    ['a letter', '1381234567a'],
    ['a leading space', ' 13812345678'],
    ['a trailing newline', '13812345678\n'],
    ['a country code', '+8613812345678'],
    ['hyphens', '138-1234-5678'],
    ['full-width digits', '１３８１２３４５６７８'],
    ['an empty string', ''],
  ])('rejects %s', (_, value) => {
    expect(isMainlandPhone(value)).toBe(false)
  })
})
