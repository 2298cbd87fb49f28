import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { ProductKey } from '../../../shared/contracts/content'
import { contentPaths } from '../../../shared/contracts/plain/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/product/info?key: a product page's copy, features and platforms. */
export function productQuery(api: ApiClient, key: ProductKey) {
  return queryOptions({
    queryKey: ['main', 'product', key],
    queryFn: () => api.request({ scene: 'main', method: 'GET', path: contentPaths.product, query: { key }, response: () => import('../../../shared/contracts/content').then((c) => c.productResponse) }),
  })
}

export function useProduct(key: ProductKey) {
  return useSuspenseQuery(productQuery(useApi(), key)).data
}
