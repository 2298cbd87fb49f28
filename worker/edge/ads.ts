import type { Context } from 'hono'
import { log } from '../lib/log'
import type { AppEnv } from '../env'
import { channelLanding, channelMap } from '../services/ads'

/** Where a channel link lands, or null; a failure to read the mapping renders the page asked for. */
export async function resolveChannel(c: Context<AppEnv>, url: URL): Promise<string | null> {
  try {
    return channelLanding(url, await channelMap(c.env, (p) => c.executionCtx.waitUntil(p)))
  } catch (error) {
    log('error', 'ads.channel_map_unavailable', { error })
    return null
  }
}
