import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentPaths } from '../../../shared/contracts/plain/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/portfolio/years: the portfolio's years with their work counts. */
export function portfolioYearsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'portfolio-years'],
    queryFn: () => api.request({ scene: 'main', method: 'GET', path: contentPaths.portfolioYears, response: () => import('../../../shared/contracts/content').then((c) => c.portfolioYearsResponse) }),
  })
}

export function usePortfolioYears() {
  return useSuspenseQuery(portfolioYearsQuery(useApi())).data
}
