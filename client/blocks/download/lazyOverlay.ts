import { lazy } from 'react'

/** Only WeChat visitors need the overlay: its code and styles load when it is shown. */
export const LazyWechatOverlay = lazy(() => import('./WechatOverlay').then((module) => ({ default: module.WechatOverlay })))
