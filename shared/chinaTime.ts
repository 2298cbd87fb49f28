/**
 * China time (UTC+8), the same on the server and in any browser: China Standard Time has no
 * daylight saving, so a fixed offset is exact and no time-zone database is needed. Every
 * calendar day, month and wall-clock time the site shows or stores is worked out here.
 */

export const CHINA_OFFSET_SECONDS = 8 * 3600
/** The offset as RFC 3339 writes it. */
export const CHINA_UTC_OFFSET = '+08:00'
const DAY_SECONDS = 86_400

/** A moment's China wall clock, `YYYY-MM-DDTHH:mm:ss`. */
function wallClock(unixSeconds: number): string {
  return new Date((unixSeconds + CHINA_OFFSET_SECONDS) * 1000).toISOString().slice(0, 19)
}

/** `YYYY-MM-DD HH:mm:ss` in China time (Alipay's timestamps, the consoles). */
export function chinaDateTime(unixSeconds: number): string {
  return wallClock(unixSeconds).replace('T', ' ')
}

/** `YYYY-MM-DD HH:mm` in China time: how a record's time is shown. */
export function chinaMinute(unixSeconds: number): string {
  return chinaDateTime(unixSeconds).slice(0, 16)
}

/** RFC 3339 with the China offset, `YYYY-MM-DDTHH:mm:ss+08:00` (WeChat Pay, the points tasks). */
export function chinaRfc3339(unixSeconds: number): string {
  return `${wallClock(unixSeconds)}${CHINA_UTC_OFFSET}`
}

/** The China calendar day of a moment, as YYYY-MM-DD. */
export function chinaDay(unixSeconds: number): string {
  return wallClock(unixSeconds).slice(0, 10)
}

/** The China calendar month of a moment, as YYYY-MM. */
export function chinaMonth(unixSeconds: number): string {
  return wallClock(unixSeconds).slice(0, 7)
}

/** The China calendar day before a YYYY-MM-DD day. */
export function previousChinaDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

/** Unix seconds of 00:00 China time of a `YYYY-MM-DD` day; NaN when it is no date. */
export function chinaDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00${CHINA_UTC_OFFSET}`) / 1000
}

/** The start (unix seconds) of the China calendar day that holds a moment. */
export function chinaDayStartOf(unixSeconds: number): number {
  return Math.floor((unixSeconds + CHINA_OFFSET_SECONDS) / DAY_SECONDS) * DAY_SECONDS - CHINA_OFFSET_SECONDS
}

/** The moments of a `YYYY-MM` China month: from its first second to the first of the next month. */
export function chinaMonthRange(month: string): { from: number; to: number } {
  const [year, index] = month.split('-').map(Number)
  return { from: Date.UTC(year!, index! - 1, 1) / 1000 - CHINA_OFFSET_SECONDS, to: Date.UTC(year!, index!, 1) / 1000 - CHINA_OFFSET_SECONDS }
}

/** Unix seconds of a `YYYY-MM-DD HH:mm:ss` China wall-clock time, or of any RFC 3339 time; null when unreadable. */
export function parseChinaTime(text: string | undefined): number | null {
  if (!text) return null
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/.test(text) ? `${text.replace(' ', 'T')}${CHINA_UTC_OFFSET}` : text
  const millis = Date.parse(iso)
  return Number.isFinite(millis) ? Math.floor(millis / 1000) : null
}
