import { useEffect } from 'react'
import { isWeChat } from '../../../shared/inAppBrowser'
import { useApi } from '../../lib/api/context'

/** Inside WeChat's browser every page (`page`: its path and query) sets its share info; the SDK code loads only there. */
export function useWechatShare(page: string): void {
  const api = useApi()
  useEffect(() => {
    if (!isWeChat(navigator.userAgent)) return
    void import('./share').then((module) => module.shareThisPage(api))
  }, [api, page])
}
