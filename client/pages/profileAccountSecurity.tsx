import { AccountSecurity } from '../features/accountSecurity/AccountSecurity'
import { ProfileFrame } from '../features/profile/ProfileFrame'

export default function ProfileAccountSecurityPage() {
  return (
    <ProfileFrame>
      <AccountSecurity />
    </ProfileFrame>
  )
}
