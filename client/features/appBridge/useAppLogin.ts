import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isInApp } from '../../lib/appHost'
import { useApi } from '../../lib/api/context'
import { useViewer } from '../../blocks/session/viewer'

/**
 * Inside the iOS app's web view the visitor is logged in as the app's user, and every page
 * talks to its host (hostPage.ts); that code loads only there.
 */
export function useAppLogin(): void {
  const { loggedIn } = useViewer()
  const api = useApi()
  const queryClient = useQueryClient()
  useEffect(() => {
    // /redirect/auto-auth hands the login over itself.
    if (loggedIn || !isInApp() || window.location.pathname === '/redirect/auto-auth') return
    void import('./appLogin').then((module) => module.logInFromHost(queryClient, api))
  }, [loggedIn, api, queryClient])
  useEffect(() => {
    if (!isInApp()) return
    let stop: (() => void) | undefined
    let live = true
    void import('./hostPage').then((module) => live && (stop = module.startHostPage(api)))
    return () => {
      live = false
      stop?.()
    }
  }, [api])
}
