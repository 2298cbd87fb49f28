import { PackagesView, prefetchPackages } from '../features/payment/PackagesView'
import { ProfileFrame } from '../features/profile/ProfileFrame'
import type { PagePrefetch } from './registry'

/**
 * The packages, the renewal notices and what the account has left and bought, asked by the
 * server with the viewer's session, so the phone makes none of these calls on arrival and
 * loads no zod to read them (decision 037); one that fails there is asked by the client.
 */
export const prefetch: PagePrefetch = ({ queryClient, api }) => prefetchPackages(queryClient, api)

export default function ProfilePackagesPage() {
  return (
    <ProfileFrame>
      <PackagesView />
    </ProfileFrame>
  )
}
