import { useSearchParams } from 'react-router'
import { AutoAuth } from '../features/appBridge/AutoAuth'
import { AppleCallback } from '../features/login/AppleCallback'
import { WechatCallback } from '../features/login/WechatCallback'
import { useRouteEntry } from '../lib/useRouteEntry'

/**
 * /redirect/callback finishes a WeChat OAuth login, or with `platform=apple` a Sign in with
 * Apple; /redirect/auto-auth is the app's hand-over.
 */
export default function RedirectPage() {
  const entry = useRouteEntry()
  const [params] = useSearchParams()
  if (entry.variant === 'wechat-callback') return params.get('platform') === 'apple' ? <AppleCallback /> : <WechatCallback />
  return <AutoAuth />
}
