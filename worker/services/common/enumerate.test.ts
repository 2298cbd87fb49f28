import { describe, expect, it } from 'vitest'
import { enumerateCalls } from '../../../shared/contracts/enumerate'
import { enumerateInfoResponse } from '../../../shared/contracts/schemas/enumerate'
import { CANCEL_REASONS } from '../../../shared/cancelReasons'
import { api } from '../../test/accounts'

const list = async (type: number) => {
  const body = enumerateInfoResponse.parse(await api(`${enumerateCalls.info.path}?type=${type}`))
  expect(body.data.type).toBe(type)
  return body.data.list
}
const values = async (type: number) => (await list(type)).map((option) => option.value)

describe('enumerate/info serves the enumerate types of spec section 3', () => {
  it('8, package use status: 1 in use, 2 used, 3 expired', async () => {
    expect(await list(8)).toEqual([
      { value: 1, label: '使用中' },
      { value: 2, label: '已用完' },
      { value: 3, label: '已过期' },
    ])
  })

  it('9, package type: the business types 0 combination, 1 storage, 2 piece, 3 lite effect, 128 token', async () => {
    expect(await list(9)).toEqual([
      { value: 0, label: '组合套餐' },
      { value: 1, label: '云空间' },
      { value: 2, label: '按张套餐' },
      { value: 3, label: '轻效果' },
      { value: 128, label: '创意点数' },
    ])
  })

  it('77, cancel-subscription reason', async () => {
    expect(await list(77)).toEqual(CANCEL_REASONS)
  })

  it('91, point record type: the record types 1 to 6, 9, 10 and 11, and the ledger’s expiry', async () => {
    expect(await values(91)).toEqual([1, 2, 3, 4, 5, 6, 9, 10, 11, 12])
    const labels = (await list(91)).map((option) => option.label)
    expect(new Set(labels).size).toBe(labels.length)
    expect(labels.every((label) => /^[\u4e00-\u9fff]+$/.test(label))).toBe(true)
  })

  it('identity (5, 20, 30), size (75) and ERP (41, 42, 43): the spec gives no values, so an empty list, as for an unknown type', async () => {
    for (const type of [5, 20, 30, 75, 41, 42, 43, 12345]) expect(await list(type)).toEqual([])
  })

  it('refuses a type that is not a positive integer', async () => {
    expect((await api(`${enumerateCalls.info.path}?type=0`)).status).toBe(400)
  })
})
