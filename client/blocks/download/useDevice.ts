import { useEffect, useState } from 'react'
import type { PlatformKey } from '../../../shared/contracts/download'
import { isWeChat } from '../../../shared/inAppBrowser'
import { detectPlatform, readWebglRenderer } from './detectPlatform'

/**
 * The visitor's platform, known only in the browser: undefined on the server and during
 * hydration (so the first render matches the server's), then the detected key or null.
 */
export function useDetectedPlatform(): PlatformKey | null | undefined {
  const [platform, setPlatform] = useState<PlatformKey | null | undefined>(undefined)
  useEffect(() => {
    const { userAgent, maxTouchPoints } = navigator
    // Only a Mac needs the renderer name; other devices are spared a WebGL context.
    const renderer = /Macintosh/.test(userAgent) && maxTouchPoints <= 1 ? readWebglRenderer() : null
    setPlatform(detectPlatform({ userAgent, maxTouchPoints, renderer }))
  }, [])
  return platform
}

/** Whether the page runs in WeChat's in-app browser, which blocks downloads. False until hydrated. */
export function useInWeChat(): boolean {
  const [inWeChat, setInWeChat] = useState(false)
  useEffect(() => setInWeChat(isWeChat(navigator.userAgent)), [])
  return inWeChat
}
