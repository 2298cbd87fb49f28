import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { orNullWhenMissing } from '../../lib/api/notFound'

/** GET /v1/portfolio/work?year&slug: one work, or null when there is none. */
export function portfolioWorkQuery(api: ApiClient, year: string, slug: string) {
  return queryOptions({
    queryKey: ['main', 'portfolio-work', year, slug],
    queryFn: () => orNullWhenMissing(api.call(contentCalls.portfolioWork, { query: { year, slug }, silent: true })),
  })
}

export function usePortfolioWork(year: string, slug: string) {
  return useSuspenseQuery(portfolioWorkQuery(useApi(), year, slug)).data
}
