import { ProfileFrame } from '../features/profile/ProfileFrame'

export default function ProfileInvoicingHistoryPage() {
  return (
    <ProfileFrame>
      <p>暂无开票记录。</p>
    </ProfileFrame>
  )
}
