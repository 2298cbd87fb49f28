import { PackagesView } from '../features/payment/PackagesView'
import { ProfileFrame } from '../features/profile/ProfileFrame'

export default function ProfilePackagesPage() {
  return (
    <ProfileFrame>
      <PackagesView />
    </ProfileFrame>
  )
}
