import { describe, expect, it } from 'vitest'
import { dataValue, familyDataFields, GROUP_SIZE, readFamilyData } from './activityData'

describe('family data', () => {
  it('takes each family’s own fields, a sub-page its root’s, and nothing for a family without a panel', () => {
    expect(Object.keys(familyDataFields('group'))).toEqual(['size', 'formed', 'tier'])
    expect(Object.keys(familyDataFields('aigc/figure'))).toEqual(['styles', 'cost'])
    expect(Object.keys(familyDataFields('campaign/exhibition-bundles'))).toEqual(['bundles'])
    expect(familyDataFields('exchange')).toEqual({})
  })

  it('accepts what the panels read (the demo’s content) and keeps it as typed', () => {
    const deposit = '{"bonus": {"1": 6000, "2": 20000}, "use_by": 1798732800}'
    expect(readFamilyData('deposit', deposit)).toEqual({ data: { bonus: { '1': 6000, '2': 20000 }, use_by: 1798732800 } })
    const promo = '{"phases": [{"name": "预热期", "start": 1790000000, "end": 1790086400, "note": "收藏活动"}]}'
    expect(readFamilyData('promo', promo)).toEqual({ data: JSON.parse(promo) })
    expect(readFamilyData('exchange', '  ')).toEqual({ data: {} })
  })

  it('refuses, in Chinese and naming the field, what a panel would read as absent', () => {
    const cases: [string, string, string][] = [
      ['group', '{"size": 1}', 'size（成团人数）应为2 到 50 的整数'],
      ['group', '{"size": "3"}', 'size（成团人数）应为2 到 50 的整数'],
      ['group', '{"sise": 3}', '该活动类型没有字段 sise'],
      ['deposit', '{"bonus": {"vip": 100}}', 'bonus（各档位赠送金额'],
      ['special-sale', '{"stock": {"1": {"total": 10, "sold": 2, "extra": 1}}}', 'stock（各档位库存'],
      ['promo', '{"phases": [{"name": "倒序", "start": 1790086400, "end": 1790000000}]}', 'phases（活动阶段）'],
      ['subscription', '{"period": "week"}', 'period（订阅周期）应为"month" 或 "year"'],
      ['exchange', '{"size": 3}', '该活动类型没有专属数据，请留空'],
      ['group', '[3]', '活动数据须为 JSON 对象'],
      ['group', '{size: 3}', '活动数据须为 JSON 对象'],
    ]
    for (const [family, typed, error] of cases) {
      const read = readFamilyData(family, typed)
      expect('error' in read && read.error, typed).toContain(error)
    }
  })

  it('reads one field with its schema: a field that does not fit is absent', () => {
    expect(dataValue({ size: 4 }, 'size', GROUP_SIZE)).toBe(4)
    expect(dataValue({ size: 1 }, 'size', GROUP_SIZE)).toBeNull()
    expect(dataValue({}, 'size', GROUP_SIZE)).toBeNull()
  })
})
