import { activityShareOf, createApiClient } from '../../client/server'
import type { RouteEntry } from '../../shared/routes'
import { log } from '../lib/log'
import type { HeadExtras } from './document'

/**
 * An activity page's own share card for the head (issue 27): its title, description, link and
 * thumbnail, read through the gateway at each render, so an operator's edit is in the next
 * page. Without an answer the page keeps its route's generic head; the render still shows
 * what the activity service says.
 */
export async function activityHead(
  url: URL,
  entry: RouteEntry,
  uuid: string | undefined,
  fetchApi: (request: Request) => Promise<Response>,
): Promise<HeadExtras | undefined> {
  try {
    const share = await activityShareOf(createApiClient({ origin: url.origin, fetch: fetchApi }), entry.id, uuid, url.searchParams)
    return share ? { title: share.title, description: share.description, image: share.thumbnail, link: share.link, ownTitle: true } : undefined
  } catch (error) {
    log('warn', 'activity.head_unavailable', { path: url.pathname, error })
    return undefined
  }
}
