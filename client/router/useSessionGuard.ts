import { useEffect } from 'react'
import { useNavigate } from '../lib/links'
import { mayEnter } from '../../shared/guard'
import { useViewer } from '../blocks/session/viewer'
import { useRouteEntry } from '../lib/useRouteEntry'

/**
 * Watches the viewer of the page's login scene and sends the visitor home when logout, a 401 or a cancellation (or a flag that changed)
 * leaves them without the right to the page on screen (spec section 4).
 */
export function useSessionGuard() {
  const entry = useRouteEntry()
  const viewer = useViewer(entry.loginScene)
  const navigate = useNavigate()
  useEffect(() => {
    if (entry.requires === 'login' && !mayEnter(entry, viewer, document.cookie)) void navigate('/', { replace: true })
  }, [entry, navigate, viewer])
}
