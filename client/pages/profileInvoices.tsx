import { InvoicesView } from '../features/payment/InvoicesView'
import { ProfileFrame } from '../features/profile/ProfileFrame'

export default function ProfileInvoicesPage() {
  return (
    <ProfileFrame>
      <InvoicesView />
    </ProfileFrame>
  )
}
