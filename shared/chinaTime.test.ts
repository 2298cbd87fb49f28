import { describe, expect, it } from 'vitest'
import {
  chinaDateTime,
  chinaDay,
  chinaDayStart,
  chinaDayStartOf,
  chinaMinute,
  chinaMonth,
  chinaMonthRange,
  chinaRfc3339,
  parseChinaTime,
  previousChinaDay,
} from './chinaTime'

const at = (iso: string) => Date.parse(iso) / 1000

describe('china calendar', () => {
  it('moves to the next day at 16:00 UTC', () => {
    expect(chinaDay(at('2026-12-31T15:59:59Z'))).toBe('2026-12-31')
    expect(chinaDay(at('2026-12-31T16:00:00Z'))).toBe('2027-01-01')
    expect(chinaMonth(at('2026-01-31T16:00:00Z'))).toBe('2026-02')
  })
  it('knows the day before across month, leap and year ends', () => {
    expect(previousChinaDay('2027-01-01')).toBe('2026-12-31')
    expect(previousChinaDay('2028-03-01')).toBe('2028-02-29')
    expect(previousChinaDay('2026-03-01')).toBe('2026-02-28')
  })
  it('starts a day at 16:00 UTC of the day before, from a date or from a moment in it', () => {
    expect(chinaDayStart('2027-01-01')).toBe(at('2026-12-31T16:00:00Z'))
    expect(chinaDayStart('2027-13-01')).toBeNaN()
    expect(chinaDayStartOf(at('2026-12-31T16:00:00Z'))).toBe(at('2026-12-31T16:00:00Z'))
    expect(chinaDayStartOf(at('2026-12-31T15:59:59Z'))).toBe(at('2026-12-30T16:00:00Z'))
    expect(chinaDayStartOf(at('2027-01-01T08:00:00Z'))).toBe(at('2026-12-31T16:00:00Z'))
  })
  it('spans a month from its first China second to the next month’s, across the year end', () => {
    expect(chinaMonthRange('2026-12')).toEqual({ from: at('2026-11-30T16:00:00Z'), to: at('2026-12-31T16:00:00Z') })
    expect(chinaMonthRange('2028-02')).toEqual({ from: at('2028-01-31T16:00:00Z'), to: at('2028-02-29T16:00:00Z') })
  })
})

describe('china wall clock', () => {
  const moment = at('2026-11-25T17:04:05Z')
  it('writes a moment in every form the site and the channels use', () => {
    expect(chinaDateTime(moment)).toBe('2026-11-26 01:04:05')
    expect(chinaMinute(moment)).toBe('2026-11-26 01:04')
    expect(chinaRfc3339(moment)).toBe('2026-11-26T01:04:05+08:00')
  })
  it('reads a China wall-clock time or an RFC 3339 time back', () => {
    expect(parseChinaTime('2026-11-26 01:04:05')).toBe(moment)
    expect(parseChinaTime(chinaRfc3339(moment))).toBe(moment)
    expect(parseChinaTime('2026-11-25T17:04:05Z')).toBe(moment)
    expect(parseChinaTime('yesterday')).toBeNull()
    expect(parseChinaTime(undefined)).toBeNull()
  })
})
