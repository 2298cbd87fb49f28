import { describe, expect, it } from 'vitest'
import { payCalls } from '../../../../shared/contracts/pay'
import { inAppCall } from './createPayEx'

describe('inAppCall', () => {
  const body = { product_id: 1002, pay_type: 6 as const }
  it('sends the activity scenes to order/create_pay under their own login', () => {
    expect(inAppCall({ ...body, pay_scene: 2 })).toEqual({ record: payCalls.orderCreatePay, login: 'activity' })
    expect(inAppCall({ ...body, pay_scene: 3 })).toEqual({ record: payCalls.orderCreatePay, login: 'activityEx' })
  })
  it('sends the official site and its promotion to order/create_pay_ex under the main login', () => {
    expect(inAppCall(body)).toEqual({ record: payCalls.orderCreatePayEx, login: 'main' })
    expect(inAppCall({ ...body, pay_scene: 5 })).toEqual({ record: payCalls.orderCreatePayEx, login: 'main' })
  })
})
