import { ProfileFrame } from '../features/profile/ProfileFrame'

export default function ProfileAccountSecurityPage() {
  return (
    <ProfileFrame>
      <p>管理绑定手机号、微信与账号注销。</p>
    </ProfileFrame>
  )
}
