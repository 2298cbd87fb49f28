import { readThrough } from '../../cache/kvCache'

/**
 * Traffic channel → activity (spec section 3, ARCHITECTURE decision 2). The mapping lives
 * in D1 (`ad_channels`), edited by operators with scripts/channels.mjs, and is cached in KV
 * as one map for 10 minutes; the script deletes the cached map after each edit.
 */
export const CHANNEL_CACHE_KEY = 'ads:channels'
export const CHANNEL_CACHE_TTL_SECONDS = 10 * 60

/** The query parameter a channel link carries: `/ad?channel=baidu`. */
export const CHANNEL_PARAM = 'channel'

export interface ChannelTarget {
  uuid: string
  family: string
}

export type ChannelMap = Record<string, ChannelTarget>

async function loadMap(db: D1Database): Promise<ChannelMap> {
  const { results } = await db
    .prepare('SELECT channel, activity_uuid, family FROM ad_channels')
    .all<{ channel: string; activity_uuid: string; family: string }>()
  return Object.fromEntries(results.map((row) => [row.channel, { uuid: row.activity_uuid, family: row.family }]))
}

/** The whole mapping, from KV when cached; a KV failure reads D1 and carries on. */
export async function channelMap(env: { DB: D1Database; CACHE: KVNamespace }, waitUntil: (promise: Promise<unknown>) => void): Promise<ChannelMap> {
  const text = await readThrough(env.CACHE, CHANNEL_CACHE_KEY, CHANNEL_CACHE_TTL_SECONDS, async () => JSON.stringify(await loadMap(env.DB)), waitUntil)
  return JSON.parse(text!) as ChannelMap
}

/**
 * Where a channel link lands: /activity/<family>/<uuid> with the source (`_uuid`, and `sId`
 * when the link had one) in the query, the click-id parameters kept. Null when the URL has
 * no channel, or one that is not mapped.
 */
export function channelLanding(url: URL, map: ChannelMap): string | null {
  const channel = url.searchParams.get(CHANNEL_PARAM)
  if (url.pathname.startsWith('/activity/')) return null // already landed
  if (!channel || !Object.hasOwn(map, channel)) return null
  const target = map[channel]!
  if (!/^[\w-]{1,64}$/.test(target.uuid) || !/^[a-z0-9-]{1,32}$/.test(target.family)) return null
  const query = new URLSearchParams(url.searchParams)
  query.delete(CHANNEL_PARAM)
  query.set('_uuid', target.uuid)
  return `/activity/${target.family}/${target.uuid}?${query}`
}
