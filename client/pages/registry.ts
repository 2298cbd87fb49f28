import type { ComponentType } from 'react'
import type { PageKey } from '../../shared/routes'

export interface PageModule {
  default: ComponentType
}

/** Page modules by key, split into one chunk each; each file under client/pages is named after its PageKey. */
const modules = import.meta.glob<PageModule>('./*.tsx')

/** The browser's page routes: each page's code loads when it is first visited. */
export function lazyPage(key: PageKey) {
  const load = modules[`./${key}.tsx`]
  if (!load) throw new Error(`No page module for ${key}`)
  return { lazy: async () => ({ Component: (await load()).default }) }
}
