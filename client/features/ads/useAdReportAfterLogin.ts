import { useEffect } from 'react'
import { useApi } from '../../lib/api/context'
import { storage } from '../../lib/storage'
import { AD_CACHE_KEY } from './adCache'

/**
 * Once logged in, a visitor who came from an ad repeats the ad report with the same web_id
 * and click_uri. Held by the root shell (and the ad landings' island), so a login anywhere
 * counts; the report module loads only for visitors with an ad cache.
 */
export function useAdReportAfterLogin(loggedIn: boolean): void {
  const api = useApi()
  useEffect(() => {
    if (!loggedIn || storage().getItem(AD_CACHE_KEY) === null) return
    void import('./adReport').then((module) => module.reportAfterLogin(api))
  }, [loggedIn, api])
}
