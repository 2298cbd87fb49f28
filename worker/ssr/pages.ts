import type { PageModule, PageSource } from '../../client/server'
import type { PageKey } from '../../shared/routes'

/**
 * The server attaches every page eagerly. A lazy route's promise is shared by all
 * requests, and on workerd a promise started by one request must not be awaited by
 * another (a cancelled first request would leave the second hanging).
 */
const modules = import.meta.glob<PageModule>('../../client/pages/*.tsx', { eager: true })

function moduleOf(key: PageKey): PageModule {
  const module = modules[`../../client/pages/${key}.tsx`]
  if (!module) throw new Error(`No page module for ${key}`)
  return module
}

export const eagerPages: PageSource = {
  route: (key) => ({ Component: moduleOf(key).default }),
  module: moduleOf,
}
