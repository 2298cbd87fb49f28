import { InvoiceHistoryView } from '../features/payment/InvoiceHistoryView'
import { ProfileFrame } from '../features/profile/ProfileFrame'

export default function ProfileInvoicingHistoryPage() {
  return (
    <ProfileFrame>
      <InvoiceHistoryView />
    </ProfileFrame>
  )
}
