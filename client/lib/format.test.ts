import { describe, expect, it } from 'vitest'
import { formatBytes, formatDateTime, maskPhone } from './format'

describe('formatBytes', () => {
  it.each([
    [0, '0B'],
    [-5, '0B'],
    [Number.NaN, '0B'],
    [1, '1B'],
    [1023, '1023B'],
    [1024, '1KB'],
    [1536, '1.5KB'],
    [1024 ** 2, '1MB'],
    [5.25 * 1024 ** 2, '5.25MB'],
    [1024 ** 3, '1GB'],
    [10 * 1024 ** 3, '10GB'],
    [1.234 * 1024 ** 3, '1.23GB'],
    [1024 ** 4, '1TB'],
    [2048 * 1024 ** 4, '2048TB'],
    [1024 * 1024 - 1, '1MB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})

describe('formatDateTime', () => {
  it('shows Beijing time whatever the machine zone', () => {
    // 2027-01-01T00:00:00Z is 08:00 in Beijing
    expect(formatDateTime(Date.UTC(2027, 0, 1) / 1000)).toBe('2027-01-01 08:00')
  })
  it('pads months, days, hours and minutes', () => {
    expect(formatDateTime(Date.UTC(2026, 2, 4, 17, 5) / 1000)).toBe('2026-03-05 01:05')
  })
})

describe('maskPhone', () => {
  it('keeps the first three and last four digits of a mainland phone', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
  })
  it('leaves an already masked phone alone', () => {
    expect(maskPhone('138****8000')).toBe('138****8000')
  })
  it('keeps only the last four digits of anything else', () => {
    expect(maskPhone('85291234567890')).toBe('****7890')
  })
})
