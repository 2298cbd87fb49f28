import { AutoAuth } from '../features/appBridge/AutoAuth'

/**
 * /redirect/auto-auth, the app's hand-over: a page module of its own, so it does not load
 * the WeChat and Apple callbacks' login flow (/redirect/callback, pages/redirect.tsx).
 */
export default function AppAuthPage() {
  return <AutoAuth />
}
