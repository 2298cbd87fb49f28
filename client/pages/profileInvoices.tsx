import { invoiceOrdersQuery, InvoicesView } from '../features/payment/InvoicesView'
import { ProfileFrame } from '../features/profile/ProfileFrame'
import type { PagePrefetch } from './registry'

/** The orders to invoice, asked by the server with the viewer's session (see profilePackages.tsx). */
export const prefetch: PagePrefetch = ({ queryClient, api }) => queryClient.prefetchQuery(invoiceOrdersQuery(api))

export default function ProfileInvoicesPage() {
  return (
    <ProfileFrame>
      <InvoicesView />
    </ProfileFrame>
  )
}
