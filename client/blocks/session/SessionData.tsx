import { useEffect } from 'react'
import { storage } from '../../lib/storage'
import { useImInfo } from './imInfo'
import { keepImInfo } from './imStore'
import { useUserInfo } from './userInfo'

/**
 * Keeps the logged-in user's data loaded on every page that shows the user: user info
 * (fetched if the SSR prefetch had none; its accessTag updates the viewer), then IM info
 * (spec section 4), likewise. Renders nothing; loaded on demand, after hydration.
 */
export default function SessionData() {
  useUserInfo()
  const im = useImInfo()
  // The server's prefetch fills the cache without the browser's storage: keep it here too.
  useEffect(() => {
    if (im.data) keepImInfo(storage(), im.data)
  }, [im.data])
  return null
}
