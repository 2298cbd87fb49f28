import { landingQueryKey } from '../../client/features/ads/api/landing'
import { heroPreload } from '../../client/features/ads/heroImage'
import { landingKeyOf } from '../../client/features/ads/landingKey'
import { createApiClient } from '../../client/lib/api/client'
import { adsPaths, landingResponse } from '../../shared/contracts/ads'
import { log } from '../lib/log'
import type { HeadExtras } from './document'

/**
 * An ad landing read before rendering: its share card and hero preload go into the first
 * flushed bytes, and its data seeds the page's query so React renders without waiting.
 * It is read through the gateway like any page read, so it has the same last good answer
 * when its store fails (docs/decisions/014).
 */
export async function landingHead(
  url: URL,
  fetchApi: (request: Request) => Promise<Response>,
): Promise<{ head: HeadExtras; seed: Array<{ queryKey: readonly unknown[]; data: unknown }> } | undefined> {
  const key = landingKeyOf(url.pathname)
  try {
    const api = createApiClient({ origin: url.origin, fetch: fetchApi })
    const landing = await api.request({ scene: 'main', method: 'GET', path: adsPaths.landing, query: { key }, response: async () => landingResponse })
    return {
      head: { title: landing.share.title, description: landing.share.description, preloadImage: heroPreload(landing.hero.after) },
      seed: [{ queryKey: landingQueryKey(key), data: landing }],
    }
  } catch (error) {
    log('warn', 'landing.unavailable', { key, error }) // the page loads it itself
    return undefined
  }
}
