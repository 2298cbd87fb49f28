import { describe, expect, it } from 'vitest'
import { formatPrice } from './price'

describe('formatPrice', () => {
  it('shows cents as yuan with ¥ and two decimals', () => {
    expect(formatPrice(29900)).toBe('¥299.00')
    expect(formatPrice(69900)).toBe('¥699.00')
    expect(formatPrice(199900)).toBe('¥1999.00')
    expect(formatPrice(1)).toBe('¥0.01')
    expect(formatPrice(0)).toBe('¥0.00')
    expect(formatPrice(12345)).toBe('¥123.45')
  })
  it('keeps the sign of a deduction and rounds stray fractions', () => {
    expect(formatPrice(-500)).toBe('-¥5.00')
    expect(formatPrice(99.6)).toBe('¥1.00')
  })
})
