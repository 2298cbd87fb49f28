import { createContext, useContext } from 'react'
import type { ApiClient } from './client'

const ApiContext = createContext<ApiClient | null>(null)

export const ApiProvider = ApiContext.Provider

export function useApi(): ApiClient {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi needs an <ApiProvider>')
  return api
}
