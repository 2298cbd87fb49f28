import { queryOptions } from '@tanstack/react-query'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { orNullWhenMissing } from '../../lib/api/notFound'

/** GET /v1/portfolio/work?year&slug: one work, or null when there is none (read with `useRead`). */
export function portfolioWorkQuery(api: ApiClient, year: string, slug: string) {
  return queryOptions({
    queryKey: ['main', 'portfolio-work', year, slug],
    queryFn: () => orNullWhenMissing(api.call(contentCalls.portfolioWork, { query: { year, slug }, silent: true })),
  })
}
