import { describe, expect, it } from 'vitest'
import { callbackPath, createOauthState } from './oauthState'

const bytes = (fill: number) => (length: number) => new Uint8Array(length).fill(fill)

describe('createOauthState', () => {
  it('is 8 to 20 characters of letters and digits and starts with the platform', () => {
    for (let run = 0; run < 500; run++) {
      const state = createOauthState(run % 2 ? 'wx' : 'pc')
      expect(state.length).toBeGreaterThanOrEqual(8)
      expect(state.length).toBeLessThanOrEqual(20)
      expect(state).toMatch(run % 2 ? /^wx[A-Za-z0-9]+$/ : /^pc[A-Za-z0-9]+$/)
    }
  })

  it('reaches both ends of the length range', () => {
    expect(createOauthState('h5', bytes(0))).toHaveLength(8) // length byte 0 → 8
    expect(createOauthState('h5', bytes(12))).toHaveLength(20) // 12 % 13 = 12 → 20
  })

  it('differs from one call to the next', () => {
    const states = new Set(Array.from({ length: 50 }, () => createOauthState('wx')))
    expect(states.size).toBe(50)
  })
})

describe('callbackPath', () => {
  it('is a same-site path carrying redirect, platform, source and scene', () => {
    const path = callbackPath({ redirect: '/profile/device?a=1', platform: 'wx', source: 924, scene: 2 })
    expect(path.startsWith('/redirect/callback?')).toBe(true)
    const url = new URL(path, 'https://www.example.test')
    expect(Object.fromEntries(url.searchParams)).toEqual({ redirect: '/profile/device?a=1', platform: 'wx', source: '924', scene: '2' })
  })
})
