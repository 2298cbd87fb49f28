import { describe, expect, it } from 'vitest'
import { BoundedMap } from './boundedMap'

describe('BoundedMap', () => {
  it('drops the oldest-set entry once the bound is reached', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('c', 3)
    expect([...map.keys()]).toEqual(['b', 'c'])
    expect(map.get('a')).toBeUndefined()
  })

  it('makes a key set again the newest, without dropping anything for it', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('a', 10)
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['a', 10],
    ])
    map.set('c', 3)
    expect([...map.keys()]).toEqual(['a', 'c'])
  })

  it('tells its owner what it evicts, and only that', () => {
    const evicted: [string, number][] = []
    const map = new BoundedMap<string, number>(1, (key, value) => evicted.push([key, value]))
    map.set('a', 1).set('a', 2).set('b', 3)
    expect(evicted).toEqual([['a', 2]])
  })
})
