import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../lib/storage'
import { recordedSource, rememberRecordedSource } from './sourceCache'

describe('the source cache (spec section 3, client-side stored keys)', () => {
  it('keeps the recorded source id by activity uuid under source_cache', () => {
    const store = createMemoryStore()
    expect(recordedSource(store, 'demo-invite')).toBeUndefined()
    rememberRecordedSource(store, 'demo-invite', 924)
    rememberRecordedSource(store, 'spring-sale', 17)
    expect(JSON.parse(store.getItem('source_cache')!)).toEqual({ 'demo-invite': 924, 'spring-sale': 17 })
    expect(recordedSource(store, 'demo-invite')).toBe(924)
    expect(recordedSource(store, 'other')).toBeUndefined()
  })
  it('reads nothing from a value it did not write', () => {
    const store = createMemoryStore()
    for (const value of ['x', '[924]', 'null', '{"demo-invite":"924"}']) {
      store.setItem('source_cache', value)
      expect(recordedSource(store, 'demo-invite')).toBeUndefined()
    }
    rememberRecordedSource(store, 'demo-invite', 924)
    expect(JSON.parse(store.getItem('source_cache')!)).toEqual({ 'demo-invite': 924 })
  })
  it('keeps the 50 latest activities, the one recorded again counting as latest', () => {
    const store = createMemoryStore()
    for (let i = 0; i < 50; i++) rememberRecordedSource(store, `a${i}`, i)
    rememberRecordedSource(store, 'a0', 0)
    rememberRecordedSource(store, 'b', 1)
    const kept = Object.keys(JSON.parse(store.getItem('source_cache')!) as object)
    expect(kept).toHaveLength(50)
    expect(kept).not.toContain('a1')
    expect(kept.slice(-2)).toEqual(['a0', 'b'])
  })
})
