import { useEffect } from 'react'
import { CardGrid } from '../../components/cards'
import { Facts, FactRows } from '../../components/Facts'
import { Button } from '../../components/form'
import { QueryFallback } from '../../components/QueryFallback'
import { showToast } from '../../lib/toast'
import { deviceRows, deviceTitle } from './deviceRows'
import { useDevices, useRemoveDevice } from './devices'
import { DEVICE_TEXT } from './messages'

/** The question before a device is removed: its code (the confirm's definer) loads with the first 移除设备 tap, not with the page. */
let removeDialog: Promise<(typeof import('./dialogs'))['removeDeviceDialog']> | undefined
const loadRemoveDialog = () => (removeDialog ??= import('./dialogs').then((module) => module.removeDeviceDialog))

/** The account's devices with their machine state; each can be taken off the list after a question. */
export function DeviceList() {
  const devices = useDevices()
  const remove = useRemoveDevice()
  // The question belongs to this page: it goes when the page goes.
  useEffect(() => () => void removeDialog?.then((dialog) => dialog.close()), [])
  if (devices.isError || !devices.data) return <QueryFallback query={devices} text={DEVICE_TEXT} />
  if (devices.data.length === 0) return <p>{DEVICE_TEXT.empty}</p>
  return (
    <CardGrid data-testid="devices">
      {devices.data.map((device) => {
        const title = deviceTitle(device)
        const confirm = () =>
          void loadRemoveDialog().then((dialog) =>
            dialog.open({
              title: DEVICE_TEXT.removeTitle,
              confirmText: DEVICE_TEXT.removeConfirm,
              cancelText: DEVICE_TEXT.removeCancel,
              tone: 'danger',
              children: (
                <>
                  <p>{DEVICE_TEXT.removeQuestion(title)}</p>
                  <p>{DEVICE_TEXT.removeNote}</p>
                </>
              ),
              onConfirm: () => remove.mutate(device.id, { onSuccess: () => showToast(DEVICE_TEXT.removed) }),
            }),
          )
        return (
          <li key={device.id}>
            <h2>{title}</h2>
            <Facts>
              <FactRows rows={deviceRows(device)} />
            </Facts>
            <Button type="button" data-variant="link" onClick={confirm} disabled={remove.isPending} style={{ marginTop: 12 }}>
              {DEVICE_TEXT.remove}
            </Button>
          </li>
        )
      })}
    </CardGrid>
  )
}
