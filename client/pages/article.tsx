import { PageIntro } from '../components/PageIntro'

export default function ArticlePage() {
  return <PageIntro lead="产品动态与摄影后期技巧文章。" />
}
