import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentPaths } from '../../../shared/contracts/plain/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { orNullWhenMissing } from '../../lib/api/notFound'

/** GET /v1/portfolio/work?year&slug: one work, or null when there is none. */
export function portfolioWorkQuery(api: ApiClient, year: string, slug: string) {
  return queryOptions({
    queryKey: ['main', 'portfolio-work', year, slug],
    queryFn: () =>
      orNullWhenMissing(
        api.request({ scene: 'main', method: 'GET', path: contentPaths.portfolioWork, query: { year, slug }, response: () => import('../../../shared/contracts/content').then((c) => c.portfolioWorkResponse), silent: true }),
      ),
  })
}

export function usePortfolioWork(year: string, slug: string) {
  return useSuspenseQuery(portfolioWorkQuery(useApi(), year, slug)).data
}
