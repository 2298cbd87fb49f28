import { useImInfo } from './imInfo'
import { useUserInfo } from './userInfo'

/**
 * Keeps the logged-in user's data loaded on every page that shows the user: user info
 * (fetched if the SSR prefetch had none; its accessTag updates the viewer), then IM info
 * (spec section 4). Renders nothing; loaded on demand, after hydration.
 */
export default function SessionData() {
  useUserInfo()
  useImInfo()
  return null
}
