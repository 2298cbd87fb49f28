import { useQuery, type QueryClient } from '@tanstack/react-query'
import { ANONYMOUS, type Viewer } from '../../../shared/access'
import type { LoginScene } from '../../../shared/scenes'

/**
 * The edge's view of the visitor in a login scene (logged in, accessTag), seeded into the
 * cache by SSR: the main scene's on every page, a campaign scene's on its own pages.
 */
export function viewerQueryKey(scene: LoginScene = 'main') {
  return ['session', 'viewer', scene] as const
}

export function readViewer(queryClient: QueryClient, scene: LoginScene = 'main'): Viewer {
  return queryClient.getQueryData<Viewer>(viewerQueryKey(scene)) ?? ANONYMOUS
}

/** Login, logout and a 401 change the viewer here; everything that reads it re-renders. */
export function setViewer(queryClient: QueryClient, viewer: Viewer, scene: LoginScene = 'main'): void {
  queryClient.setQueryData<Viewer>(viewerQueryKey(scene), viewer)
}

export function useViewer(scene: LoginScene = 'main'): Viewer {
  const { data } = useQuery<Viewer>({ queryKey: viewerQueryKey(scene), queryFn: () => ANONYMOUS, staleTime: Infinity, initialData: ANONYMOUS })
  return data
}
