import { describe, expect, it } from 'vitest'
import { sourceIdFrom, sourceUuidFrom } from './sourceChannel'

describe('sourceIdFrom', () => {
  it('reads the source_id cookie', () => {
    expect(sourceIdFrom('a=1; source_id=1024; b=2')).toBe(1024)
  })
  it.each([
    ['no cookie header', null],
    ['no source_id cookie', 'a=1'],
    ['a non-numeric value', 'source_id=abc'],
    ['zero', 'source_id=0'],
    ['a negative value', 'source_id=-5'],
    ['an absurdly long number', 'source_id=12345678901234'],
  ])('falls back to 924 for %s', (_, header) => {
    expect(sourceIdFrom(header)).toBe(924)
  })
})

describe('sourceUuidFrom', () => {
  it('reads the source uuid cookie when it is well formed', () => {
    expect(sourceUuidFrom('a=1; source_uuid=demo-channel')).toBe('demo-channel')
    expect(sourceUuidFrom('source_uuid=a%20b')).toBeUndefined()
    expect(sourceUuidFrom('a=1')).toBeUndefined()
  })
})
