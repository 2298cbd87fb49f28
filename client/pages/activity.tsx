import { useParams } from 'react-router'
import { PageIntro } from '../components/PageIntro'

export default function ActivityPage() {
  const { uuid } = useParams()
  return <PageIntro lead={uuid ? `活动编号 ${uuid}` : '精选优惠活动，限时参与。'} />
}
