import { ProfileFrame } from '../features/profile/ProfileFrame'

export default function ProfileInvoicesPage() {
  return (
    <ProfileFrame>
      <p>暂无待开发票的订单。</p>
    </ProfileFrame>
  )
}
