import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../lib/api/client'

/**
 * GET /v1/portfolio/work?year&slug: one work, or null when there is none (read with `useRead`).
 * The content records load with the call: /client/share shows the work the server rendered and
 * does not call on arrival, so it does not load every content record (decision 037).
 */
export function portfolioWorkQuery(api: ApiClient, year: string, slug: string) {
  return queryOptions({
    queryKey: ['main', 'portfolio-work', year, slug],
    queryFn: async () => {
      const [{ contentCalls }, { orNullWhenMissing }] = await Promise.all([import('../../../shared/contracts/content'), import('../../lib/api/notFound')])
      return orNullWhenMissing(api.call(contentCalls.portfolioWork, { query: { year, slug }, silent: true }))
    },
  })
}
