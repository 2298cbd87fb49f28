import { DeviceList } from '../features/devices/DeviceList'
import { ProfileFrame } from '../features/profile/ProfileFrame'

export default function ProfileDevicePage() {
  return (
    <ProfileFrame>
      <DeviceList />
    </ProfileFrame>
  )
}
