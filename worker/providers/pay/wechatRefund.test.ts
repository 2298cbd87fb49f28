import { describe, expect, it } from 'vitest'
import { fakeWechatPay } from '../../test/fakeWechatPay'
import { channelKeysBeforeAll, refundOf, routeFetchTo, wechatPayConfig } from '../../test/realChannels'
import { testKeyPair } from '../../test/rsaKeys'
import { PayChannelError, type PayProvider, type RefundRequest } from './provider'
import { wechatPay } from './wechatPay'

const keys = channelKeysBeforeAll()

function channel(): PayProvider {
  return wechatPay(wechatPayConfig(keys))
}

/** A fake WeChat Pay holding one paid order of ¥299.00, the worker's fetches routed to it. */
function paidPeer() {
  const fake = fakeWechatPay(keys.merchant, keys.platform)
  fake.orders.set('P20261125000001', { out_trade_no: 'P20261125000001', total: 29900, trade_state: 'NOTPAY', transaction_id: '', request: {} })
  fake.pay('P20261125000001')
  routeFetchTo(fake)
  return fake
}

const refund = (overrides: Partial<RefundRequest> = {}) => refundOf('P20261125000001', overrides)

describe('WeChat Pay v3 refunds (POST /v3/refund/domestic/refunds) against the fake peer', () => {
  it('asks a signed refund in the documented shape and reads its refund_id; the same out_refund_no refunds once', async () => {
    const fake = paidPeer()
    const provider = channel()
    const first = await provider.refund!(refund())
    expect(first).toEqual({ state: 'success', channelRefundNo: expect.stringMatching(/^50300/) })
    expect(await provider.refund!(refund())).toEqual(first)
    expect(fake.refunds.size).toBe(1)
    expect(fake.calls.filter((call) => call.url === '/v3/refund/domestic/refunds')).toHaveLength(2)
  })

  it('answers processing while WeChat Pay is still refunding', async () => {
    const fake = paidPeer()
    fake.answerRefundsWith('PROCESSING')
    expect((await channel().refund!(refund())).state).toBe('processing')
  })

  it('throws a PayChannelError when WeChat Pay refuses (more than the order) or the refund is abnormal', async () => {
    const fake = paidPeer()
    await expect(channel().refund!(refund({ amount: 30000 }))).rejects.toThrow(PayChannelError)
    fake.answerRefundsWith('ABNORMAL')
    await expect(channel().refund!(refund({ outRefundNo: 'RAAAAAAAAAAA2' }))).rejects.toThrow('wechatpay refund: ABNORMAL')
    await expect(channel().refund!(refund({ outTradeNo: 'P-unknown' }))).rejects.toThrow(PayChannelError)
  })

  it('refuses an answer signed by another key', async () => {
    const fake = paidPeer()
    fake.signAnswersWith(await testKeyPair())
    await expect(channel().refund!(refund())).rejects.toThrow("the answer's signature does not verify")
  })
})
