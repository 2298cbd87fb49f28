import { styled } from '@linaria/react'
import { Button } from '../../components/form'
import { deviceRows, deviceTitle } from './deviceRows'
import { useDevices } from './devices'
import { DEVICE_TEXT } from './messages'
import { media } from '../../styles/media'

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.below('sm')} {
    grid-template-columns: 1fr;
  }
  > li {
    padding: 20px;
    border-radius: var(--radius);
    border: 1px solid var(--line);
    background: var(--bg);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 16px;
    margin: 0;
    font-size: 14px;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: var(--fg-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

/** The account's devices with their machine state. */
export function DeviceList() {
  const devices = useDevices()
  if (devices.isError) {
    return (
      <p role="alert">
        {DEVICE_TEXT.failed}{' '}
        <Button type="button" data-variant="link" onClick={() => void devices.refetch()}>
          {DEVICE_TEXT.retry}
        </Button>
      </p>
    )
  }
  if (!devices.data) return <p aria-busy="true">{DEVICE_TEXT.loading}</p>
  if (devices.data.length === 0) return <p>{DEVICE_TEXT.empty}</p>
  return (
    <List data-testid="devices">
      {devices.data.map((device) => (
        <li key={device.id}>
          <h2>{deviceTitle(device)}</h2>
          <dl>
            {deviceRows(device).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </List>
  )
}
