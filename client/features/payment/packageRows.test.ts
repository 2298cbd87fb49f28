import { describe, expect, it } from 'vitest'
import type { PackageItem } from '../../../shared/contracts/schemas/payAccount'
import { assetLine, meterOf, METER_PERCENT, packageRows, usedShare } from './packageRows'

const item: PackageItem = {
  id: 1,
  out_trade_no: 'T1',
  name: '按张套餐 3000 张',
  business_type: 2,
  tier: 1,
  use_status: 1,
  left_count: 2500,
  total_count: 3000,
  total_space: 50 * 1024 ** 3,
  left_space: 50 * 1024 ** 3,
  left_points: 0,
  total_points: 0,
  valid_from: 1_763_856_000, // 2025-11-23 08:00 Beijing
  valid_until: 1_795_392_000,
}

describe('packageRows', () => {
  it('lists counts left/total, storage in powers of 1024 and the validity in Beijing dates', () => {
    expect(packageRows(item)).toEqual([
      ['剩余 / 总张数', '2,500 / 3,000'],
      ['云空间', '50GB / 50GB'],
      ['有效期', '2025-11-23 至 2026-11-23'],
    ])
  })
  it('names lite-effect points and leaves out what the package does not have', () => {
    const lite = { ...item, business_type: 3 as const, total_count: 0, left_count: 0, total_space: 0, total_points: 100, left_points: 40 }
    expect(packageRows(lite)[0]).toEqual(['轻效果', '40 / 100'])
    expect(usedShare(lite)).toBeCloseTo(0.6)
  })
  it('measures the used share from counts', () => {
    expect(usedShare(item)).toBeCloseTo(500 / 3000)
    expect(usedShare({ ...item, total_count: 0, total_space: 0 })).toBe(0)
  })
})

describe('assetLine', () => {
  it('shows what is left of the total with its unit, keeping fractions the service gives', () => {
    expect(assetLine({ name: '修图张数', left: 1280, total: 3000, unit: '张' })).toBe('1,280 / 3,000 张')
    expect(assetLine({ name: '云存储空间', left: 64.5, total: 100, unit: 'GB' })).toBe('64.5 / 100 GB')
    expect(assetLine({ name: '其他', left: 1, total: 2, unit: '' })).toBe('1 / 2')
  })
})

describe('meterOf: the preset percentages 3, 30, 50, 0', () => {
  const left = (count: number) => meterOf({ ...item, total_count: 1000, left_count: count })
  it('are the spec values', () => {
    expect(Object.values(METER_PERCENT)).toEqual([3, 30, 50, 0])
  })
  it('shows nothing for a package used up, and at least 3 % for one with anything left', () => {
    expect(left(0)).toEqual({ percent: 0, level: 'none' })
    expect(left(1)).toEqual({ percent: 3, level: 'low' })
    expect(left(29)).toEqual({ percent: 3, level: 'low' })
    expect(left(31)).toEqual({ percent: 3, level: 'low' })
    expect(left(40)).toEqual({ percent: 4, level: 'low' })
  })
  it('is low at 30 % left or less, half at 50 % or less, plenty above', () => {
    expect(left(300)).toEqual({ percent: 30, level: 'low' })
    expect(left(310)).toEqual({ percent: 31, level: 'half' })
    expect(left(500)).toEqual({ percent: 50, level: 'half' })
    expect(left(510)).toEqual({ percent: 51, level: 'plenty' })
    expect(left(1000)).toEqual({ percent: 100, level: 'plenty' })
  })
})
