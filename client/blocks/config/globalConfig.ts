import { queryOptions, useQuery } from '@tanstack/react-query'
import { configCalls } from '../../../shared/contracts/config'
import { GLOBAL_CONFIG_TTL_SECONDS } from '../../../shared/constants'
import { isEntryHidden, isPageHidden, type PageVisibility } from '../../../shared/pageVisibility'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/ow/config: fetched by the SSR loader, dehydrated, then read from the cache. */
export function globalConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'ow-config'],
    // Read in a browser, the config's server time is recorded as read now: a page that counts
    // with the cached config later counts from this moment (the server time key). Loaded
    // when needed: every page's first load carries this query.
    queryFn: () =>
      api.call(configCalls.global).then((config) => {
        const readAt = Date.now()
        if (typeof window !== 'undefined')
          void Promise.all([import('../../lib/storage'), import('../checkout/countdown')]).then(
            ([{ storage }, { rememberServerTime }]) => rememberServerTime(storage(), config.server_time, readAt),
            () => undefined,
          )
        return config
      }),
    staleTime: GLOBAL_CONFIG_TTL_SECONDS * 1000,
  })
}

export function useGlobalConfig() {
  return useQuery(globalConfigQuery(useApi()))
}

/** What the config's page-visibility bit set hides: a page's entries, or the entry leading to a path. */
export function usePageVisibility() {
  const hiddenPages = useGlobalConfig().data?.hidden_pages
  return {
    pageHidden: (page: PageVisibility) => isPageHidden(hiddenPages, page),
    entryHidden: (to: string) => isEntryHidden(hiddenPages, to),
  }
}
