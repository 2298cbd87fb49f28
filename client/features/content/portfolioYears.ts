import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/portfolio/years: the portfolio's years with their work counts. */
export function portfolioYearsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'portfolio-years'],
    queryFn: () => api.call(contentCalls.portfolioYears),
  })
}

export function usePortfolioYears() {
  return useSuspenseQuery(portfolioYearsQuery(useApi())).data
}
