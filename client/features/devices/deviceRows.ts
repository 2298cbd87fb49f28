import type { Device } from '../../../shared/contracts/user'
import { formatBytes, formatDateTime } from '../../lib/format'
import { DEVICE_TEXT } from './messages'

/** The device type's name, else its platform string. */
export function deviceTitle(device: Device): string {
  const type = DEVICE_TEXT.typeNames[device.device_type] ?? DEVICE_TEXT.typeNames[99]!
  return device.host_name ? `${device.host_name}（${type}）` : type
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
  add(DEVICE_TEXT.system, [device.platform, device.os_version].filter(Boolean).join(' '))
  add(DEVICE_TEXT.cpu, [device.cpu, device.arch, device.cpu_count > 0 ? DEVICE_TEXT.cpuCores(device.cpu_count) : ''].filter(Boolean).join(' · '))
  add(DEVICE_TEXT.gpu, [device.gpu || device.gpu_renderer, device.gpu_vendor].filter(Boolean).join(' · '))
  if (device.total_memory > 0) add(DEVICE_TEXT.memory, DEVICE_TEXT.memoryFree(formatBytes(device.free_memory), formatBytes(device.total_memory)))
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
