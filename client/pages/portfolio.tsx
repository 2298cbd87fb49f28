import { useParams } from 'react-router'
import { PageIntro } from '../components/PageIntro'

export default function PortfolioPage() {
  const { year, works } = useParams()
  const lead = works ? `作品：${works}` : year ? `${year} 年度精选作品` : '用户精选作品，按年度浏览。'
  return <PageIntro lead={lead} />
}
