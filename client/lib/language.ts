import type { KeyValueStore } from './storage'

/** The language key of spec section 3's client storage keys: the language the visitor reads the site in. */
export const LANGUAGE_STORAGE_KEY = 'language'

/**
 * The languages the site is written in, with the code each third-party widget takes for it.
 * The spec gives every text in Simplified Chinese only, so there is one; a stored language
 * the site does not have (an old or foreign value) falls back to it.
 */
const SITE_LANGUAGES = { 'zh-CN': { captcha: 'cn' } } as const
export type SiteLanguage = keyof typeof SITE_LANGUAGES
export const DEFAULT_LANGUAGE: SiteLanguage = 'zh-CN'

export function siteLanguage(store: KeyValueStore): SiteLanguage {
  const stored = store.getItem(LANGUAGE_STORAGE_KEY)
  return stored !== null && Object.hasOwn(SITE_LANGUAGES, stored) ? (stored as SiteLanguage) : DEFAULT_LANGUAGE
}

/** The captcha widget's code for the visitor's language. */
export function captchaLanguage(store: KeyValueStore): (typeof SITE_LANGUAGES)[SiteLanguage]['captcha'] {
  return SITE_LANGUAGES[siteLanguage(store)].captcha
}
