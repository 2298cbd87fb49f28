import { AutoAuth } from '../features/appBridge/AutoAuth'
import { WechatCallback } from '../features/login/WechatCallback'
import { useRouteEntry } from '../lib/useRouteEntry'

/** /redirect/callback finishes a WeChat OAuth login; /redirect/auto-auth is the app's hand-over. */
export default function RedirectPage() {
  const entry = useRouteEntry()
  if (entry.variant === 'wechat-callback') return <WechatCallback />
  return <AutoAuth />
}
