import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { mayEnter } from '../../shared/guard'
import { useUserInfo } from '../features/session/userInfo'
import { setViewer, useViewer } from '../features/session/viewer'
import { useRouteEntry } from './useRouteEntry'

/**
 * Keeps the page in step with the login as it changes in the browser: the viewer's
 * accessTag follows the user info, and when logout, a 401 or a cancellation leaves the
 * visitor without the right to the page on screen, they are sent home (spec section 4).
 */
export function useSessionGuard() {
  const queryClient = useQueryClient()
  const viewer = useViewer()
  const entry = useRouteEntry()
  const navigate = useNavigate()
  const { data: user } = useUserInfo()

  useEffect(() => {
    if (viewer.loggedIn && user && user.access_tag !== viewer.accessTag) setViewer(queryClient, { loggedIn: true, accessTag: user.access_tag })
  }, [queryClient, user, viewer])

  useEffect(() => {
    if (entry.requires === 'login' && !mayEnter(entry, viewer, document.cookie)) void navigate('/', { replace: true })
  }, [entry, navigate, viewer])
}
