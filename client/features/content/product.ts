import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { ProductKey } from '../../../shared/contracts/schemas/content'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/product/info?key: a product page's copy, features and platforms. */
export function productQuery(api: ApiClient, key: ProductKey) {
  return queryOptions({
    queryKey: ['main', 'product', key],
    queryFn: () => api.call(contentCalls.product, { query: { key } }),
  })
}

export function useProduct(key: ProductKey) {
  return useSuspenseQuery(productQuery(useApi(), key)).data
}
