import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { orNullWhenMissing } from '../../lib/api/notFound'

/** GET /v1/portfolio/works?year: one year's works, or null for a year without any. */
export function portfolioWorksQuery(api: ApiClient, year: string) {
  return queryOptions({
    queryKey: ['main', 'portfolio-works', year],
    queryFn: () => orNullWhenMissing(api.call(contentCalls.portfolioWorks, { query: { year }, silent: true })),
  })
}

export function usePortfolioWorks(year: string) {
  return useSuspenseQuery(portfolioWorksQuery(useApi(), year)).data
}
