import type { QueryClient } from '@tanstack/react-query'
import { createContext } from 'react-router'
import type { ApiClient } from '../lib/api/client'

/** What route loaders need, on the server and in the browser. */
export interface AppContext {
  queryClient: QueryClient
  api: ApiClient
}

export const appContext = createContext<AppContext>()
