import { AD_CLICK_PARAMS, COOKIES } from '../../../shared/constants'
import type { AdOs } from '../../../shared/contracts/schemas/ads'

/** The ad cache in client storage (spec section 3): the click id and its platform, with what the report needs again after login. */
export interface AdCache {
  id: string
  platform: number
  web_id: string
  click_uri: string
  ad_params: Record<string, string>
  /** The login the report was repeated for; set once the after-login report went out. */
  reported_user?: boolean
}

export const AD_CACHE_KEY = 'ad_cache'

/** The first click id in the query, with its ad platform; every click-id parameter present goes into ad_params. */
export function clickOf(search: string): { id: string; platform: number; params: Record<string, string> } | null {
  const query = new URLSearchParams(search)
  const params: Record<string, string> = {}
  let first: { id: string; platform: number } | null = null
  for (const [platform, name] of Object.entries(AD_CLICK_PARAMS)) {
    const value = query.get(name)?.trim()
    if (!value) continue
    params[name] = value.slice(0, 256)
    first ??= { id: value.slice(0, 256), platform: Number(platform) }
  }
  return first ? { ...first, params } : null
}

export function osOf(userAgent: string): AdOs {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'other'
}

export function webIdFromCookie(cookie: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${COOKIES.webId}=([\\w-]{8,64})(?:;|$)`).exec(cookie)
  return match?.[1] ?? null
}
