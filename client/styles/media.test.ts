import { describe, expect, it } from 'vitest'
import { media } from './media'

describe('media', () => {
  it('writes queries from the spec breakpoints', () => {
    expect(media.from('md')).toBe('@media (min-width: 1024px)')
    expect(media.below('sm')).toBe('@media (max-width: 767px)')
    expect(media.upTo('xs')).toBe('@media (max-width: 375px)')
  })
})
