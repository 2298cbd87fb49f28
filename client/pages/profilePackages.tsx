import { ProfileFrame } from '../features/profile/ProfileFrame'

export default function ProfilePackagesPage() {
  return (
    <ProfileFrame>
      <p>暂无生效中的套餐，前往购买页选择适合你的套餐。</p>
    </ProfileFrame>
  )
}
