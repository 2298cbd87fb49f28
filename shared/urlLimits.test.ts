import { describe, expect, it } from 'vitest'
import { isUrlLimited, matchesUrlLimit, readUrlLimitPattern } from './urlLimits'

const SITE = 'https://www.example.cn'

describe('readUrlLimitPattern', () => {
  it('takes a path or a path prefix, without a trailing slash', () => {
    expect(readUrlLimitPattern(' /guide/3 ')).toEqual({ pattern: '/guide/3' })
    expect(readUrlLimitPattern('/guide/3/')).toEqual({ pattern: '/guide/3' })
    expect(readUrlLimitPattern('/activity/*')).toEqual({ pattern: '/activity/*' })
    expect(readUrlLimitPattern('/')).toEqual({ pattern: '/' })
  })
  it('refuses what is not a path of this site', () => {
    for (const input of ['', 'guide/3', 'https://evil.example/', '/a b', '/a*b', '//evil.example/x', `/${'a'.repeat(256)}`]) {
      expect(readUrlLimitPattern(input)).toHaveProperty('error')
    }
  })
})

describe('matchesUrlLimit', () => {
  it('an exact path names that page only', () => {
    expect(matchesUrlLimit('/guide/3', '/guide/3')).toBe(true)
    expect(matchesUrlLimit('/guide/3', '/guide/3/')).toBe(true)
    expect(matchesUrlLimit('/guide/3', '/guide/30')).toBe(false)
    expect(matchesUrlLimit('/guide/3', '/guide')).toBe(false)
  })
  it('a prefix names the pages under it and the page itself', () => {
    expect(matchesUrlLimit('/activity/*', '/activity/abc')).toBe(true)
    expect(matchesUrlLimit('/activity/*', '/activity')).toBe(true)
    expect(matchesUrlLimit('/activity/*', '/activityx')).toBe(false)
    expect(matchesUrlLimit('/*', '/anything')).toBe(true)
  })
})

describe('isUrlLimited', () => {
  const patterns = ['/guide/3', '/activity/*']
  it('judges a URL of this site by its path, whatever its query and fragment', () => {
    expect(isUrlLimited(patterns, `${SITE}/guide/3?from=share#top`, SITE)).toBe(true)
    expect(isUrlLimited(patterns, '/activity/spring?sId=7', SITE)).toBe(true)
    expect(isUrlLimited(patterns, `${SITE}/guide/4`, SITE)).toBe(false)
  })
  it('never limits another site, or nothing', () => {
    expect(isUrlLimited(patterns, 'https://other.example/guide/3', SITE)).toBe(false)
    expect(isUrlLimited([], `${SITE}/guide/3`, SITE)).toBe(false)
    expect(isUrlLimited(patterns, 'http://[bad', SITE)).toBe(false)
  })
})
