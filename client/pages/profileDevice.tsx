import { ProfileFrame } from '../features/profile/ProfileFrame'

export default function ProfileDevicePage() {
  return (
    <ProfileFrame>
      <p>登录过的设备会显示在这里。</p>
    </ProfileFrame>
  )
}
