import { describe, expect, it } from 'vitest'
import { TradeType } from '../../../shared/payEnums'
import { TEST_WECHAT } from '../../test/fakeWechatPay'
import { fakeWechatPapay, TEST_PLAN_ID, wechatContractNotification } from '../../test/fakeWechatPapay'
import { channelKeysBeforeAll, monthlySignRequest, routeFetchTo, TEST_CONTRACT_CODE, wechatPayConfig } from '../../test/realChannels'
import { testKeyPair } from '../../test/rsaKeys'
import { PayChannelError, type PayProvider } from './provider'
import { wechatPapay } from './wechatPapay'

const keys = channelKeysBeforeAll()

function channel(): PayProvider {
  return wechatPapay({ ...wechatPayConfig(keys), planId: TEST_PLAN_ID })
}

const CODE = TEST_CONTRACT_CODE
const signRequest = { ...monthlySignRequest, payerIp: '203.0.113.7' }
/** What every pre-sign tells WeChat Pay about the contract, by QR or by H5. */
const PRESIGN = {
  appid: TEST_WECHAT.appid,
  plan_id: TEST_PLAN_ID,
  out_contract_code: CODE,
  contract_display_account: '138****8000',
  contract_notify_url: 'https://www.retouch.example/__pay/contract/wechatpay-papay',
  out_user_code: '1',
}

describe('WeChat Pay 委托代扣 (API v3) against a fake peer', () => {
  it('pre-signs with a signed request: the QR is WeChat Pay’s redirect_url, the contract notifications come to the contract path', async () => {
    const fake = fakeWechatPapay(keys.merchant, keys.platform)
    routeFetchTo(fake)
    const charge = await channel().signContract!(signRequest)
    expect(charge).toEqual({
      codeUrl: `https://payapp.weixin.qq.com/papay/entrustweb?code=${CODE}`,
      payUrl: `https://payapp.weixin.qq.com/papay/entrustweb?code=${CODE}`,
      jsapi: null,
    })
    expect(fake.contracts.get(CODE)!.presign).toMatchObject({
      sign_scene: 'SIGN_SCENE_QRCODE',
      ...PRESIGN,
      device_info: { device_type: 'DEVICE_TYPE_UNKNOW', device_ip: '203.0.113.7' },
    })
  })

  it('pre-signs a phone browser by H5 (H5预签约): the page is WeChat Pay’s redirect_url, never a QR', async () => {
    const fake = fakeWechatPapay(keys.merchant, keys.platform)
    routeFetchTo(fake)
    const charge = await channel().signContract!({ ...signRequest, returnUrl: 'https://www.retouch.example/payment?product_id=3&out_trade_no=X1' })
    expect(charge).toEqual({ codeUrl: '', payUrl: `https://payapp.weixin.qq.com/papay/h5entrustweb?session_id=${CODE}`, jsapi: null })
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', url: '/v3/papay/scheduled-deduct-sign/contracts/pre-entrust-sign/h5' })
    expect(fake.contracts.get(CODE)!.presign).toEqual(PRESIGN)
    // The contract it signs is notified and deducted as the QR's is.
    await fake.sign(CODE)
    expect(fake.contracts.get(CODE)!.state).toBe('SIGNED')
  })

  it('schedules (预约扣费) and then deducts (受理扣款) under the contract: accepted, paid by the later notification', async () => {
    const fake = fakeWechatPapay(keys.merchant, keys.platform)
    routeFetchTo(fake)
    const papay = channel()
    await papay.signContract!(signRequest)
    await fake.sign(CODE)
    const ref = { contractCode: CODE, channelContractId: fake.contracts.get(CODE)!.contract_id }
    const deduction = {
      outTradeNo: 'RABC123',
      amount: 9900,
      description: '连续包月',
      payType: 33 as const,
      tradeType: TradeType.Native,
      origin: 'https://www.retouch.example',
      expiresAt: 0,
      ...ref,
    }
    // Without a schedule of the same amount WeChat Pay refuses the deduction.
    await expect(papay.deduct!(deduction)).rejects.toBeInstanceOf(PayChannelError)
    await papay.scheduleDeduction!(ref, 9900)
    expect(fake.calls.at(-1)).toMatchObject({
      url: `/v3/papay/pay/schedules/contract-id/${ref.channelContractId}/schedule`,
      body: { appid: TEST_WECHAT.appid, schedule_amount: { total: 9900, currency: 'CNY' } },
    })
    expect(await papay.deduct!(deduction)).toEqual({ state: 'accepted' })
    expect(fake.deductions.get('RABC123')!.request).toMatchObject({
      appid: TEST_WECHAT.appid,
      out_trade_no: 'RABC123',
      description: '连续包月',
      transaction_notify_url: 'https://www.retouch.example/__pay/notify/wechatpay-papay',
      contract_id: ref.channelContractId,
      amount: { total: 9900, currency: 'CNY' },
    })
    expect(await papay.queryCharge!('RABC123')).toEqual({ state: 'waiting' })
    // ACCEPTED (taken on, not yet deducted) is waiting too, not closed.
    Object.assign(fake.base.orders.get('RABC123')!, { trade_state: 'ACCEPTED' })
    expect(await papay.queryCharge!('RABC123')).toEqual({ state: 'waiting' })
    const paid = await fake.pay('RABC123')
    expect(await papay.verifyNotification(paid)).toMatchObject({ kind: 'paid', out_trade_no: 'RABC123', amount: 9900 })
    expect(await papay.queryCharge!('RABC123')).toMatchObject({ state: 'paid', notification: { amount: 9900 } })
  })

  it('terminates a contract by its out_contract_code with the reason; a network failure is a PayChannelError', async () => {
    const fake = fakeWechatPapay(keys.merchant, keys.platform)
    routeFetchTo(fake)
    const papay = channel()
    await papay.signContract!(signRequest)
    await fake.sign(CODE)
    await papay.cancelContract!({ contractCode: CODE, channelContractId: fake.contracts.get(CODE)!.contract_id }, '不希望自动扣费')
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v3/papay/sign/contracts/plan-id/${TEST_PLAN_ID}/out-contract-code/${CODE}/terminate`,
      body: { contract_termination_remark: '不希望自动扣费' },
    })
    expect(fake.contracts.get(CODE)!.state).toBe('TERMINATED')
    fake.setDown(true)
    await expect(papay.cancelContract!({ contractCode: CODE, channelContractId: 'x' }, '不希望自动扣费')).rejects.toBeInstanceOf(PayChannelError)
  })
})

describe('WeChat Pay contract notifications (ENTRUST.SIGN / ENTRUST.TERMINATE, documented shape)', () => {
  const contract = { out_contract_code: 'wxwtdk20200910100000', contract_id: 'Wx15463511252015071056489715' }

  it('reads a signature and an ending, with the channel’s times', async () => {
    const papay = channel()
    expect(await papay.verifyContractNotification!(await wechatContractNotification(keys.platform, { ...contract, state: 'SIGNED' }))).toEqual({
      kind: 'signed',
      contract_code: 'wxwtdk20200910100000',
      channel_contract_id: 'Wx15463511252015071056489715',
      time: Date.UTC(2026, 10, 23, 2, 30) / 1000,
    })
    expect(await papay.verifyContractNotification!(await wechatContractNotification(keys.platform, { ...contract, state: 'TERMINATED' }))).toEqual({
      kind: 'terminated',
      contract_code: 'wxwtdk20200910100000',
      channel_contract_id: 'Wx15463511252015071056489715',
      time: Date.UTC(2026, 11, 1, 1, 0) / 1000,
    })
  })

  it('refuses a forged or tampered notification, another merchant’s or template’s, and calls an unknown event unknown', async () => {
    const papay = channel()
    const forged = await wechatContractNotification(await testKeyPair(), { ...contract, state: 'SIGNED' })
    expect(await papay.verifyContractNotification!(forged)).toBeNull()
    const genuine = await wechatContractNotification(keys.platform, { ...contract, state: 'SIGNED' })
    expect(await papay.verifyContractNotification!({ body: genuine.body.replace('ENTRUST.SIGN', 'ENTRUST.SIGM'), headers: genuine.headers })).toBeNull()
    expect(
      await papay.verifyContractNotification!(await wechatContractNotification(keys.platform, { ...contract, state: 'SIGNED' }, { mchid: '1900000000' })),
    ).toBeNull()
    expect(
      await papay.verifyContractNotification!(await wechatContractNotification(keys.platform, { ...contract, state: 'SIGNED' }, { plan_id: 1 })),
    ).toBeNull()
    expect(
      await papay.verifyContractNotification!(
        await wechatContractNotification(keys.platform, { ...contract, state: 'SIGNED' }, { event_type: 'ENTRUST.SIGNING' }),
      ),
    ).toMatchObject({ kind: 'unknown' })
  })
})
