import { createApiClient, fetchLanding, heroPreload, landingKeyOf } from '../../client/server'
import type { Landing } from '../../shared/contracts/schemas/ads'
import { log } from '../lib/log'
import type { HeadExtras } from './document'
import { landingFirstPaint } from './firstPaint'

/**
 * An ad landing read before rendering: its share card, hero preload and first paint go into the head,
 * right after the document's shell, and the landing itself is handed to the island render (worker/ssr/adIsland.ts)
 * so React renders without waiting. It is read through the gateway like any page read, so
 * it has the same last good answer when its store fails (docs/decisions/014).
 */
export async function landingHead(
  url: URL,
  fetchApi: (request: Request) => Promise<Response>,
  assets: Fetcher | undefined,
): Promise<{ head: HeadExtras; landing: Landing } | undefined> {
  const key = landingKeyOf(url.pathname)
  try {
    const api = createApiClient({ origin: url.origin, fetch: fetchApi })
    const landing = await fetchLanding(api, key)
    const firstPaint = await landingFirstPaint(landing.hero.after, assets, url.origin)
    return { head: { title: landing.share.title, description: landing.share.description, preloadImage: heroPreload(landing.hero.after), firstPaint }, landing }
  } catch (error) {
    log('warn', 'landing.unavailable', { key, error }) // the render tries once more
    return undefined
  }
}
