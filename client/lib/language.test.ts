import { describe, expect, it } from 'vitest'
import { captchaLanguage, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, siteLanguage } from './language'
import { createMemoryStore } from './storage'

describe('the language key', () => {
  it('defaults to Simplified Chinese, the language of every text of the spec', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh-CN')
    expect(siteLanguage(createMemoryStore())).toBe('zh-CN')
  })
  it('keeps a stored language the site has', () => {
    const store = createMemoryStore()
    store.setItem(LANGUAGE_STORAGE_KEY, 'zh-CN')
    expect(siteLanguage(store)).toBe('zh-CN')
  })
  it('falls back from a language the site does not have, and from inherited property names', () => {
    for (const value of ['en', 'zh-TW', 'toString', '']) {
      const store = createMemoryStore()
      store.setItem(LANGUAGE_STORAGE_KEY, value)
      expect(siteLanguage(store)).toBe('zh-CN')
    }
  })
  it('gives the captcha its own code for the language', () => {
    expect(captchaLanguage(createMemoryStore())).toBe('cn')
  })
})
