import { useSearchParams } from 'react-router'
import { AppleCallback } from '../features/login/AppleCallback'
import { WechatCallback } from '../features/login/WechatCallback'

/**
 * /redirect/callback finishes a WeChat OAuth login, or with `platform=apple` a Sign in with
 * Apple. (/redirect/auto-auth, the app's hand-over, is pages/appAuth.tsx.)
 */
export default function RedirectPage() {
  const [params] = useSearchParams()
  return params.get('platform') === 'apple' ? <AppleCallback /> : <WechatCallback />
}
