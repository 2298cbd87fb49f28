import { defineConfirmDialog } from '../../components/confirmDialog'

/** The question before a device is removed, on the dialog host; apart from DeviceList.tsx so its styles evaluate without React. */
export const removeDeviceDialog = defineConfirmDialog()
