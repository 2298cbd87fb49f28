import { devicesQuery } from '../features/devices/devices'
import { DeviceList } from '../features/devices/DeviceList'
import { ProfileFrame } from '../features/profile/ProfileFrame'
import type { PagePrefetch } from './registry'

/** The account's machines, asked by the server with the viewer's session (see profilePackages.tsx). */
export const prefetch: PagePrefetch = ({ queryClient, api }) => queryClient.prefetchQuery(devicesQuery(api))

export default function ProfileDevicePage() {
  return (
    <ProfileFrame>
      <DeviceList />
    </ProfileFrame>
  )
}
