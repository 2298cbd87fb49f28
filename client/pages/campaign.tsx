import { useParams } from 'react-router'
import { PageIntro } from '../components/PageIntro'

/** Invite, share, register, exchange and welfare pages: open to visitors; their flows arrive with the activity issues. */
export default function CampaignPage() {
  const { uuid } = useParams()
  return <PageIntro lead={uuid ? `活动编号 ${uuid}` : '参与活动，领取专属福利。'} />
}
