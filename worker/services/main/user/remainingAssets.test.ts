import { describe, expect, it } from 'vitest'
import type { PackageItem } from '../../../../shared/contracts/schemas/payAccount'
import { BusinessType, UseStatus } from '../../../../shared/payEnums'
import { addPackageAssets } from './profile'

const GIB = 1024 ** 3

function pack(fields: Partial<PackageItem>): PackageItem {
  return {
    id: 1,
    out_trade_no: '',
    name: '礼包',
    business_type: BusinessType.Combination,
    tier: 0,
    use_status: UseStatus.InUse,
    left_count: 0,
    total_count: 0,
    left_space: 0,
    total_space: 0,
    left_points: 0,
    total_points: 0,
    valid_from: 0,
    valid_until: 1,
    ...fields,
  }
}

describe('remaining_assets adds up the packages that /profile/packages lists below it', () => {
  it('gives a new account with only a gift package that package, not nothing', () => {
    expect(addPackageAssets([], [pack({ business_type: BusinessType.Token, left_points: 100, total_points: 100 })])).toEqual([
      { name: 'AIGC 点数', left: 100, total: 100, unit: '点' },
    ])
  })
  it("adds to the account's own rows by name, in GB for storage, and lists lite effects apart", () => {
    const own = [{ name: '云存储空间', left: 64.5, total: 100, unit: 'GB' }]
    const packages = [
      pack({ left_count: 40, total_count: 100, left_space: 10 * GIB, total_space: 20 * GIB }),
      pack({ business_type: BusinessType.LiteEffect, left_points: 3, total_points: 5 }),
    ]
    expect(addPackageAssets(own, packages)).toEqual([
      { name: '云存储空间', left: 74.5, total: 120, unit: 'GB' },
      { name: '修图张数', left: 40, total: 100, unit: '张' },
      { name: '轻效果', left: 3, total: 5, unit: '次' },
    ])
    expect(own[0]!.left).toBe(64.5)
  })
  it('leaves out expired packages, and keeps a used-up one as 0 left', () => {
    const packages = [
      pack({ use_status: UseStatus.Expired, left_count: 50, total_count: 50 }),
      pack({ use_status: UseStatus.Used, business_type: BusinessType.Token, left_points: 0, total_points: 1000 }),
    ]
    expect(addPackageAssets([], packages)).toEqual([{ name: 'AIGC 点数', left: 0, total: 1000, unit: '点' }])
  })
})
