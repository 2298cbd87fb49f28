import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ApiClient } from './lib/api/client'
import { ApiProvider } from './lib/api/context'

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } } })
}

export function AppProviders({ queryClient, api, children }: { queryClient: QueryClient; api: ApiClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider value={api}>{children}</ApiProvider>
    </QueryClientProvider>
  )
}
