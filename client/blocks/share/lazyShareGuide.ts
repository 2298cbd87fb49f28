import { lazy } from 'react'

/** Only WeChat visitors who tap a share button need the guide: its code and styles load then. */
export const LazyWechatShareGuide = lazy(() => import('./WechatShareGuide').then((module) => ({ default: module.WechatShareGuide })))
