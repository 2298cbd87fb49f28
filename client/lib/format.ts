/** Display formatters: pure, the same on the server and in the browser. */
import { chinaMinute } from '../../shared/chinaTime'

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/**
 * A size in bytes with B/KB/MB/GB/TB in powers of 1024 (spec section 9): at most two
 * decimals, trailing zeros dropped; TB is the largest unit.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0B'
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const rounded = Math.round(value * 100) / 100
  // 1023.999 KB rounds to 1024 KB: show it as 1 MB instead.
  if (rounded >= 1024 && unit < SIZE_UNITS.length - 1) return `1${SIZE_UNITS[unit + 1]}`
  return `${rounded}${SIZE_UNITS[unit]}`
}

/** Epoch seconds as 'YYYY-MM-DD HH:mm' in China time, wherever the page runs. */
export const formatDateTime = chinaMinute

/** 13800138000 → 138****8000; anything not 11 digits long is masked but for its last four. */
export function maskPhone(phone: string): string {
  if (/^\d{11}$/.test(phone)) return `${phone.slice(0, 3)}****${phone.slice(7)}`
  if (phone.includes('*') || phone.length <= 4) return phone
  return `****${phone.slice(-4)}`
}
