import { describe, expect, it } from 'vitest'
import { safeRedirectPath, sameSiteUrl } from './sameSite'

describe('safeRedirectPath', () => {
  it.each([
    ['/profile/device', '/profile/device'],
    ['/a/b?x=1#top', '/a/b?x=1#top'],
    ['/a/../profile', '/profile'],
  ])('keeps the same-site path %s', (value, path) => expect(safeRedirectPath(value)).toBe(path))

  it.each([null, undefined, '', 'profile', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example'])(
    'sends %j home',
    (value) => expect(safeRedirectPath(value)).toBe('/'),
  )

  it('with the request’s origin, also keeps an absolute address on it', () => {
    expect(safeRedirectPath('https://www.retouch.example/payment?x=1', 'https://www.retouch.example')).toBe('/payment?x=1')
    expect(safeRedirectPath('https://evil.example/payment', 'https://www.retouch.example')).toBe('/')
    expect(safeRedirectPath('http://www.retouch.example/payment', 'https://www.retouch.example')).toBe('/')
  })
})

describe('sameSiteUrl', () => {
  const origin = 'http://127.0.0.1:8787'
  it('answers a URL on the origin to add parameters to, or null', () => {
    expect(sameSiteUrl('/redirect/callback?platform=apple', origin)?.href).toBe('http://127.0.0.1:8787/redirect/callback?platform=apple')
    expect(sameSiteUrl(`${origin}/redirect/callback`, origin)?.pathname).toBe('/redirect/callback')
    expect(sameSiteUrl('http://127.0.0.1:9999/redirect/callback', origin)).toBeNull()
    expect(sameSiteUrl('//evil.example/', origin)).toBeNull()
    expect(sameSiteUrl('http://[bad', origin)).toBeNull()
  })
})
