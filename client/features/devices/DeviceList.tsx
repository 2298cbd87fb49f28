import { CardGrid } from '../../components/cards'
import { Facts, FactRows } from '../../components/Facts'
import { QueryFallback } from '../../components/QueryFallback'
import { deviceRows, deviceTitle } from './deviceRows'
import { useDevices } from './devices'
import { DEVICE_TEXT } from './messages'

/** The account's devices with their machine state. */
export function DeviceList() {
  const devices = useDevices()
  if (devices.isError || !devices.data) return <QueryFallback query={devices} text={DEVICE_TEXT} />
  if (devices.data.length === 0) return <p>{DEVICE_TEXT.empty}</p>
  return (
    <CardGrid data-testid="devices">
      {devices.data.map((device) => (
        <li key={device.id}>
          <h2>{deviceTitle(device)}</h2>
          <Facts>
            <FactRows rows={deviceRows(device)} />
          </Facts>
        </li>
      ))}
    </CardGrid>
  )
}
