import { contentCalls } from '../../shared/contracts/content'
import type { RouteEntry } from '../../shared/routes'
import { log } from '../lib/log'

/** The detail call that says whether a content page's subject exists: a guide by its path id, an article by `?id=`. */
function detailCall(entry: RouteEntry, params: Readonly<Record<string, string | undefined>>, url: URL): string | null {
  if (entry.id === 'guide-detail') return `${contentCalls.guide.path}?id=${encodeURIComponent(params.id ?? '')}`
  if (entry.id === 'article' && url.searchParams.has('id')) return `${contentCalls.article.path}?id=${encodeURIComponent(url.searchParams.get('id') ?? '')}`
  return null
}

/**
 * A missing (or malformed) guide or article is a real 404, not a 200 page saying so: the
 * page renders its own "不存在" view under that status, as an unknown activity does. Asked
 * through the gateway, so an upstream content service decides too. If the service cannot
 * answer, the status stays 200 and the page says what it can.
 */
export async function contentStatus(
  entry: RouteEntry,
  params: Readonly<Record<string, string | undefined>>,
  url: URL,
  fetchApi: (request: Request) => Promise<Response>,
): Promise<404 | undefined> {
  const call = detailCall(entry, params, url)
  if (!call) return undefined
  try {
    const response = await fetchApi(new Request(`${url.origin}/api/main${call}`))
    await response.body?.cancel()
    return response.status === 404 || response.status === 400 ? 404 : undefined
  } catch (error) {
    log('error', 'content.check_failed', { path: url.pathname, error })
    return undefined
  }
}
