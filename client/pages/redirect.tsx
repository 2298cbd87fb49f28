import { PageIntro } from '../components/PageIntro'
import { WechatCallback } from '../features/login/WechatCallback'
import { useRouteEntry } from '../lib/useRouteEntry'

/** /redirect/callback finishes a WeChat OAuth login; /redirect/auto-auth is the app's hand-over. */
export default function RedirectPage() {
  const entry = useRouteEntry()
  if (entry.variant === 'wechat-callback') return <WechatCallback />
  return <PageIntro lead="正在处理，请稍候…" />
}
