/**
 * Readers of an activity's family data (`activity.data`, a JSON object the service keeps
 * for each activity): each family panel reads what it shows with them, and a missing or
 * mistyped field reads as absent instead of breaking the page.
 */
import { chinaDay } from '../../../../shared/chinaTime'

type Data = Record<string, unknown>

export function numberOf(data: Data, key: string): number | null {
  const value = data[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

export function textOf(data: Data, key: string): string | null {
  const value = data[key]
  return typeof value === 'string' && value !== '' ? value : null
}

export function textsOf(data: Data, key: string): string[] {
  const value = data[key]
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** A list of objects (bundles, phases…), each kept only when it is an object. */
export function recordsOf(data: Data, key: string): Data[] {
  const value = data[key]
  return Array.isArray(value) ? value.filter((item): item is Data => typeof item === 'object' && item !== null && !Array.isArray(item)) : []
}

/** An object keyed by id (a deposit's bonus per card, a sale's stock per card). */
export function recordOf(data: Data, key: string): Data {
  const value = data[key]
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {}
}

/** Cents as yuan: whole yuan without decimals. */
export function yuan(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)
}

/** A China calendar date as 2026 年 12 月 31 日 (China time, shared/chinaTime.ts). */
export function chinaDate(unixSeconds: number): string {
  const [year, month, day] = chinaDay(unixSeconds).split('-').map(Number)
  return `${year} 年 ${month} 月 ${day} 日`
}
