import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query'
import type { ApiClient } from './client'
import { useApi } from './context'

/**
 * Reads what a query builder describes with the page's API client, suspending until it is
 * there. The builder is the one the page's prefetch runs on the server, so the two share the
 * key and the call and a page needs no hook of its own per read.
 */
export function useRead<Args extends unknown[], T, Key extends QueryKey>(
  build: (api: ApiClient, ...args: Args) => UseSuspenseQueryOptions<T, Error, T, Key>,
  ...args: Args
): T {
  return useSuspenseQuery(build(useApi(), ...args)).data
}
