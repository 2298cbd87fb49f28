import { describe, expect, it } from 'vitest'
import { TradeType } from '../../../shared/payEnums'
import { fakeAlipay } from '../../test/fakeAlipay'
import { alipayConfig, channelKeysBeforeAll, refundOf, routeFetchTo } from '../../test/realChannels'
import { testKeyPair } from '../../test/rsaKeys'
import { alipay } from './alipay'
import { PayChannelError, type PayProvider, type RefundRequest } from './provider'
import { nowSeconds } from '../../lib/clock'

const keys = channelKeysBeforeAll()

function channel(): PayProvider {
  return alipay(alipayConfig(keys))
}

/** A fake Alipay gateway with one paid ¥299.00 trade, the worker's fetches routed to it. */
async function paidPeer() {
  const fake = fakeAlipay(keys.app, keys.alipay)
  routeFetchTo(fake)
  await channel().createCharge({
    outTradeNo: 'P20261125000007',
    amount: 29900,
    description: '基础版',
    payType: 7,
    tradeType: TradeType.Native,
    origin: 'https://www.retouch.example',
    expiresAt: nowSeconds() + 600,
  })
  fake.pay('P20261125000007')
  return fake
}

const refund = (overrides: Partial<RefundRequest> = {}) => refundOf('P20261125000007', overrides)

describe('Alipay alipay.trade.refund against the fake gateway', () => {
  it('asks a signed refund with refund_amount in yuan and out_request_no; the same number refunds once', async () => {
    const fake = await paidPeer()
    const first = await channel().refund!(refund())
    expect(first.state).toBe('success')
    expect(await channel().refund!(refund())).toEqual(first)
    expect(fake.refunds.size).toBe(1)
    const asked = fake.calls.filter((call) => call.method === 'alipay.trade.refund')
    expect(asked).toHaveLength(2)
    expect(JSON.parse(asked[0]!.biz_content!)).toEqual({
      out_trade_no: 'P20261125000007',
      refund_amount: '100.00',
      out_request_no: 'RAAAAAAAAAAA1',
      refund_reason: '客户要求退款',
    })
  })

  it('throws a PayChannelError when Alipay refuses (more than the trade, unknown trade) or the answer is not signed by Alipay', async () => {
    const fake = await paidPeer()
    await expect(channel().refund!(refund({ amount: 30000 }))).rejects.toThrow(PayChannelError)
    await expect(channel().refund!(refund({ outTradeNo: 'P-unknown' }))).rejects.toThrow('ACQ.TRADE_NOT_EXIST')
    fake.signAnswersWith(await testKeyPair())
    await expect(channel().refund!(refund({ outRefundNo: 'RAAAAAAAAAAA2' }))).rejects.toThrow("the answer's signature does not verify")
  })
})
