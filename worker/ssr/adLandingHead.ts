import type { Context } from 'hono'
import { landingQueryKey } from '../../client/features/ads/api/landing'
import { heroPreload } from '../../client/features/ads/heroImage'
import { landingKeyOf } from '../../client/features/ads/landingKey'
import type { AppEnv } from '../env'
import { readLanding } from '../services/ads/landings'
import type { HeadExtras } from './document'

/**
 * An ad landing read before rendering: its share card and hero preload go into the first
 * flushed bytes, and its data seeds the page's query so React renders without waiting.
 */
export async function landingHead(c: Context<AppEnv>, url: URL): Promise<{ head: HeadExtras; seed: Array<{ queryKey: readonly unknown[]; data: unknown }> } | undefined> {
  const key = landingKeyOf(url.pathname)
  try {
    const landing = await readLanding(c.env.DB, key)
    if (!landing) return undefined
    return {
      head: { title: landing.share.title, description: landing.share.description, preloadImage: heroPreload(landing.hero.after) },
      seed: [{ queryKey: landingQueryKey(key), data: landing }],
    }
  } catch (error) {
    console.error('landing unavailable at the edge; the page loads it itself', error)
    return undefined
  }
}
