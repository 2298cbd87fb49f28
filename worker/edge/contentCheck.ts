import { BoundedMap } from '../../shared/boundedMap'
import { contentCalls } from '../../shared/contracts/content'
import type { RouteEntry } from '../../shared/routes'
import { log } from '../lib/log'
import { PAGE_CACHE_TTL_MS } from './pageCache'

/** The detail call that says whether a content page's subject exists: a guide by its path id, an article by `?id=`. */
function detailCall(entry: RouteEntry, params: Readonly<Record<string, string | undefined>>, url: URL): string | null {
  if (entry.id === 'guide-detail') return `${contentCalls.guide.path}?id=${encodeURIComponent(params.id ?? '')}`
  if (entry.id === 'article' && url.searchParams.has('id')) return `${contentCalls.article.path}?id=${encodeURIComponent(url.searchParams.get('id') ?? '')}`
  return null
}

/**
 * What each detail call answered, under the content version it was asked at: whoever asks, the
 * answer is the same, and it is taken again for as long as a kept page's status would be
 * (decision 013). A logged-in visitor's guide, which no page cache answers, then waits for no
 * call before its first byte. Bounded, since the address names the subject.
 */
const answered = new BoundedMap<string, { status: 404 | undefined; at: number }>(500)

/**
 * A missing (or malformed) guide or article is a real 404, not a 200 page saying so: the
 * page renders its own "不存在" view under that status, as an unknown activity does. Asked
 * through the gateway, so an upstream content service decides too. If the service cannot
 * answer, the status stays 200 and the page says what it can (and the next request asks again).
 * `version`: the content version (null when it cannot be read: then nothing is taken again).
 */
export async function contentStatus(
  entry: RouteEntry,
  params: Readonly<Record<string, string | undefined>>,
  url: URL,
  fetchApi: (request: Request) => Promise<Response>,
  version: () => Promise<number | null>,
): Promise<404 | undefined> {
  const call = detailCall(entry, params, url)
  if (!call) return undefined
  const current = await version()
  const key = current === null ? undefined : `${current}|${call}`
  const known = key === undefined ? undefined : answered.get(key)
  if (known && Date.now() - known.at <= PAGE_CACHE_TTL_MS) return known.status
  try {
    const response = await fetchApi(new Request(`${url.origin}/api/main${call}`))
    await response.body?.cancel()
    const missing = response.status === 404 || response.status === 400
    const status = missing ? 404 : undefined
    if (key !== undefined && (missing || response.ok)) answered.set(key, { status, at: Date.now() })
    return status
  } catch (error) {
    log('error', 'content.check_failed', { path: url.pathname, error })
    return undefined
  }
}
