import { describe, expect, it } from 'vitest'
import { formatPrice, yearlySaving } from './price'

describe('prices', () => {
  it('shows cents as yuan with two decimals', () => {
    expect(formatPrice(29900)).toBe('¥299.00')
    expect(formatPrice(1)).toBe('¥0.01')
    expect(formatPrice(0)).toBe('¥0.00')
  })
  it('computes what the yearly price saves over twelve months', () => {
    expect(yearlySaving(99900, 9900)).toBe(18900)
    expect(yearlySaving(120000, 9900)).toBe(0)
  })
})
