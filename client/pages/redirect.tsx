import { PageIntro } from '../components/PageIntro'

export default function RedirectPage() {
  return <PageIntro lead="正在处理，请稍候…" />
}
