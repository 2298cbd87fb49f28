import { Link, useParams } from 'react-router'
import { PageIntro } from '../components/PageIntro'

export default function GuideDetailPage() {
  const { id } = useParams()
  return (
    <PageIntro lead={`教程编号 ${id ?? ''}`}>
      <Link to="/guide">← 返回教程列表</Link>
    </PageIntro>
  )
}
