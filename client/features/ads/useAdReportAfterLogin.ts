import { useEffect } from 'react'
import { useApi } from '../../lib/api/context'
import { storage } from '../../lib/storage'
import { useViewer } from '../session/viewer'
import { AD_CACHE_KEY } from './adCache'

/**
 * Once logged in, a visitor who came from an ad repeats the ad report with the same web_id
 * and click_uri. Held by the root shell, so a login anywhere counts; the report module
 * loads only for visitors with an ad cache.
 */
export function useAdReportAfterLogin(): void {
  const { loggedIn } = useViewer()
  const api = useApi()
  useEffect(() => {
    if (!loggedIn || storage().getItem(AD_CACHE_KEY) === null) return
    void import('./adReport').then((module) => module.reportAfterLogin(api))
  }, [loggedIn, api])
}
