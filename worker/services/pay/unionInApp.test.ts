import { beforeEach, describe, expect, it } from 'vitest'
import { payCalls } from '../../../shared/contracts/pay'
import { orderCreatePayExResponse } from '../../../shared/contracts/schemas/pay'
import { PAY_MESSAGES } from '../../../shared/payMessages'
import { paidNotification, payApi, postNotification, resetPayAsDemo } from '../../test/pay'

const UNION_BASIC = 2001 // 59900
const UNION_PRO = 2002 // 129900

describe('a union upgrade paid in app (create_pay_ex) charges the deduction the buyer was shown', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
    const held = await payApi<{ out_trade_no: string }>(payCalls.unionOrderPay.path, { token, body: { product_id: UNION_BASIC, pay_type: 7, trade_type: 0 } })
    expect((await postNotification(paidNotification(held.data.out_trade_no, 59900))).msg).toBe('paid')
  })

  it('charges the price less the deduction shown', async () => {
    const answer = await payApi(payCalls.orderCreatePayEx.path, {
      token,
      body: { product_id: UNION_PRO, pay_type: 7, trade_type: 3, deduction: 59900, return_path: '/payment' },
    })
    expect(orderCreatePayExResponse.parse(answer).data.amount).toBe(70000)
  })

  it('refuses (5030) when the deduction that applies is no longer the one shown', async () => {
    const answer = await payApi(payCalls.orderCreatePayEx.path, {
      token,
      body: { product_id: UNION_PRO, pay_type: 7, trade_type: 3, deduction: 1, return_path: '/payment' },
    })
    expect(answer).toMatchObject({ code: 5030, msg: PAY_MESSAGES.deductionInvalid })
  })
})
