import type { Device } from '../../../shared/contracts/schemas/device'
import { DeviceType } from '../../../shared/deviceType'
import { formatBytes, formatDateTime } from '../../lib/format'
import { DEVICE_TEXT } from './messages'

const GB = 1024 ** 3

/** The device's kind: its type, and for a Mac the chip, told by an "Apple M" renderer (spec section 3). */
export function deviceKind(device: Device): string {
  const type = DEVICE_TEXT.typeNames[device.device_type] ?? DEVICE_TEXT.typeNames[99]!
  if (device.device_type !== DeviceType.Mac) return type
  return `${type} · ${/Apple M/.test(device.gpu_renderer) ? DEVICE_TEXT.appleChip : DEVICE_TEXT.intelChip}`
}

/** The host name the device reported, else its kind. */
export function deviceTitle(device: Device): string {
  return device.host_name.trim() || deviceKind(device)
}

/** Compares dotted versions numerically: 6.10.0 is newer than 6.9.2. */
export function isOlderVersion(current: string, latest: string): boolean {
  const parse = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0)
  const [a, b] = [parse(current), parse(latest)]
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0)
    if (difference !== 0) return difference < 0
  }
  return false
}

/** The machine state of spec section 3 as label/value rows; empty facts are left out. */
export function deviceRows(device: Device): Array<[string, string]> {
  const rows: Array<[string, string]> = []
  const add = (label: string, value: string) => {
    if (value.trim()) rows.push([label, value])
  }
  add(DEVICE_TEXT.kind, deviceKind(device))
  add(DEVICE_TEXT.system, device.os_version || DEVICE_TEXT.platformNames[device.platform] || device.platform)
  add(DEVICE_TEXT.cpu, [device.cpu, device.arch, device.cpu_count > 0 ? DEVICE_TEXT.cpuCores(device.cpu_count) : ''].filter(Boolean).join(' · '))
  add(DEVICE_TEXT.gpu, [device.gpu || device.gpu_renderer, device.gpu_vendor].filter(Boolean).join(' · '))
  // Machines report memory in GB.
  if (device.total_memory > 0) add(DEVICE_TEXT.memory, DEVICE_TEXT.memoryFree(formatBytes(device.free_memory * GB), formatBytes(device.total_memory * GB)))
  add(DEVICE_TEXT.mac, device.mac_address)
  add(DEVICE_TEXT.setupFile, device.setup_file_name)
  if (device.current_version) {
    const status = device.latest_version
      ? isOlderVersion(device.current_version, device.latest_version)
        ? DEVICE_TEXT.updateAvailable(device.latest_version)
        : DEVICE_TEXT.upToDate
      : ''
    add(DEVICE_TEXT.version, status ? `${device.current_version}（${status}）` : device.current_version)
  }
  if (device.last_active_at > 0) add(DEVICE_TEXT.lastActive, formatDateTime(device.last_active_at))
  return rows
}
