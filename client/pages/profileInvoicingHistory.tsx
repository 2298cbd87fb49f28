import { firstHistoryPageQuery, InvoiceHistoryView } from '../features/payment/InvoiceHistoryView'
import { ProfileFrame } from '../features/profile/ProfileFrame'
import type { PagePrefetch } from './registry'

/** The page the history opens on, asked by the server with the viewer's session (see profilePackages.tsx). */
export const prefetch: PagePrefetch = ({ queryClient, api }) => queryClient.prefetchQuery(firstHistoryPageQuery(api))

export default function ProfileInvoicingHistoryPage() {
  return (
    <ProfileFrame>
      <InvoiceHistoryView />
    </ProfileFrame>
  )
}
