import { useQuery, type QueryClient } from '@tanstack/react-query'
import { ANONYMOUS, type Viewer } from '../../../shared/access'

/** The edge's view of the visitor (logged in, accessTag), seeded into the cache by SSR. */
export const viewerQueryKey = ['session', 'viewer'] as const

export function readViewer(queryClient: QueryClient): Viewer {
  return queryClient.getQueryData<Viewer>(viewerQueryKey) ?? ANONYMOUS
}

/** Login, logout and a 401 change the viewer here; everything that reads it re-renders. */
export function setViewer(queryClient: QueryClient, viewer: Viewer): void {
  queryClient.setQueryData<Viewer>(viewerQueryKey, viewer)
}

export function useViewer(): Viewer {
  const { data } = useQuery<Viewer>({ queryKey: viewerQueryKey, queryFn: () => ANONYMOUS, staleTime: Infinity, initialData: ANONYMOUS })
  return data
}
