import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { payCalls } from '../../../shared/contracts/pay'
import { payAccountCalls } from '../../../shared/contracts/payAccount'
import { subscriptionContractResponse } from '../../../shared/contracts/schemas/pay'
import { contractStateResponse } from '../../../shared/contracts/schemas/payAccount'
import { PAY_MESSAGES } from '../../../shared/payMessages'
import { ContractState, OrderState, PayMethod } from '../../../shared/payEnums'
import type { Bindings } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { payProvider } from '../../providers/pay'
import { PAY_CONTRACT_NOTIFY_PATH } from '../../providers/pay/provider'
import { PAY_NOTIFY_PATH } from '../../providers/pay/sandbox'
import { fakeAlipayAgreement, TEST_SIGN_SCENE } from '../../test/fakeAlipayAgreement'
import { fakeWechatPapay, TEST_PLAN_ID } from '../../test/fakeWechatPapay'
import { callRaw, creditCount, payApi, resetPayAsDemo } from '../../test/pay'
import { alipaySecrets, channelKeysBeforeAll, routeFetchToChannels, wechatPaySecrets } from '../../test/realChannels'
import { contractCode } from './contracts'
import { chargeSubscriptions, renewalTradeNo, sendRenewalNotices } from './jobs'
import { addCycle } from './period'
import type { ContractRow } from './subscriptions'

const MONTHLY = 1101
const keys = channelKeysBeforeAll()
let realEnv: Bindings

beforeAll(() => {
  realEnv = {
    ...env,
    SANDBOX: 'off',
    ...wechatPaySecrets(keys),
    WECHATPAY_PAPAY_PLAN_ID: String(TEST_PLAN_ID),
    ...alipaySecrets(keys),
    ALIPAY_AGREEMENT_SIGN_SCENE: TEST_SIGN_SCENE,
  }
})

const connectPeers = () => routeFetchToChannels(fakeWechatPapay(keys.merchant, keys.platform), fakeAlipayAgreement(keys.app, keys.alipay))

async function contractRow(uuid: string): Promise<ContractRow> {
  return (await env.DB.prepare('SELECT * FROM pay_contracts WHERE contract_uuid = ?').bind(uuid).first<ContractRow>())!
}

async function orderState(outTradeNo: string): Promise<number> {
  return (await env.DB.prepare('SELECT state FROM pay_orders WHERE out_trade_no = ?').bind(outTradeNo).first<number>('state'))!
}

function post(path: string, notification: { body: string; headers: Headers }) {
  return callRaw(path, { method: 'POST', headers: notification.headers, body: notification.body }, realEnv)
}

describe('auto-renewal through the real channels (fake peers at the network boundary)', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
    // The demo subscription would make the organisation already subscribed.
    await env.DB.prepare("UPDATE pay_contracts SET state = 2 WHERE contract_uuid = 'demo-contract-103'").run()
  })

  async function subscribe(payType: number) {
    const answer = await payApi(payCalls.subscriptionContract.path, { token, bindings: realEnv, body: { product_id: MONTHLY, pay_type: payType } })
    expect(answer.status).toBe(200)
    return subscriptionContractResponse.parse(answer).data
  }

  async function state(uuid: string) {
    return contractStateResponse.parse(
      await payApi(payAccountCalls.subscriptionContractState.path, { token, bindings: realEnv, body: { contract_uuid: uuid, app_id: 1 } }),
    ).data
  }

  it('is chosen for pay types 33 and 34 once its template or sign scene is set; 32 (UnionPay auto-renewal) has none', () => {
    expect(payProvider(realEnv, PayMethod.WechatTs)?.name).toBe('wechatpay-papay')
    expect(payProvider(realEnv, PayMethod.AlipayTs)?.name).toBe('alipay-agreement')
    expect(payProvider(realEnv, PayMethod.UnionTs)).toBeNull()
    expect(payProvider({ ...realEnv, WECHATPAY_PAPAY_PLAN_ID: '' }, PayMethod.WechatTs)).toBeNull()
  })

  it('WeChat Pay: signs by the pre-sign QR, deducts the first period on ENTRUST.SIGN, credits it once; renews, announces and cancels at WeChat Pay', async () => {
    const { wechat } = connectPeers()
    const signing = await subscribe(PayMethod.WechatTs)
    const code = contractCode(signing.contract_uuid)
    expect(signing.pay_url).toBe(`https://payapp.weixin.qq.com/papay/entrustweb?code=${code}`)
    expect(signing.qr_svg).toMatch(/^<svg/)
    expect(signing.expires_at).toBeLessThanOrEqual(nowSeconds() + 600)
    expect(wechat.contracts.get(code)!.presign).toMatchObject({
      contract_notify_url: `http://example.test${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`,
      contract_display_account: '138****8000',
    })
    expect((await state(signing.contract_uuid)).state).toBe(ContractState.Signing)

    // A tampered notification is refused and changes nothing.
    const signed = await wechat.sign(code)
    const tampered = await post(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, {
      body: signed.body.replace('ENTRUST.SIGN', 'ENTRUST.SIGM'),
      headers: signed.headers,
    })
    expect(tampered.status).toBe(401)
    expect((await contractRow(signing.contract_uuid)).channel_contract_id).toBeNull()

    // Signed: the contract id is recorded, the first period scheduled and deducted, once however often WeChat Pay repeats itself.
    for (let attempt = 0; attempt < 2; attempt++) expect((await post(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, signed)).status).toBe(204)
    const contractId = wechat.contracts.get(code)!.contract_id
    expect((await contractRow(signing.contract_uuid)).channel_contract_id).toBe(contractId)
    expect(wechat.calls.filter((call) => call.url === '/v3/papay/pay/transactions/apply')).toHaveLength(1)
    expect(wechat.deductions.get(signing.out_trade_no)).toMatchObject({ total: 9900, contract_id: contractId })
    expect((await state(signing.contract_uuid)).state).toBe(ContractState.Signing) // paid only by the channel's notification

    const paid = await wechat.pay(signing.out_trade_no)
    for (let attempt = 0; attempt < 2; attempt++) expect((await post(`${PAY_NOTIFY_PATH}/wechatpay-papay`, paid)).status).toBe(204)
    expect(await creditCount(signing.out_trade_no)).toBe(1)
    const active = await state(signing.contract_uuid)
    expect(active.state).toBe(ContractState.Active)
    expect(active.next_charge_at).toBe(addCycle(active.signed_at!, 1))

    // 5 days ahead: the site's notice, and WeChat Pay's 预约扣费 of the same amount, once.
    const noticeAt = active.next_charge_at! - 5 * 86400
    expect(await sendRenewalNotices(realEnv, noticeAt)).toBe(1)
    expect(await sendRenewalNotices(realEnv, noticeAt + 60)).toBe(0)
    const schedules = wechat.calls.filter((call) => call.url.endsWith('/schedule'))
    expect(schedules).toHaveLength(2) // the first period's, and this one
    expect(wechat.contracts.get(code)!.scheduled).toBe(9900)

    // The charge job deducts the period under the contract; the notification pays it, once.
    const contract = await contractRow(signing.contract_uuid)
    const renewal = renewalTradeNo(contract)
    expect(await chargeSubscriptions(realEnv, contract.next_charge_at!)).toBe(0) // accepted, not yet paid
    expect(await chargeSubscriptions(realEnv, contract.next_charge_at!)).toBe(0)
    expect(wechat.deductions.get(renewal)!.request).toMatchObject({
      transaction_notify_url: `http://example.test${PAY_NOTIFY_PATH}/wechatpay-papay`,
      amount: { total: 9900 },
    })
    expect(wechat.calls.filter((call) => call.url === '/v3/papay/pay/transactions/apply')).toHaveLength(2)
    const renewed = await wechat.pay(renewal)
    for (let attempt = 0; attempt < 2; attempt++) expect((await post(`${PAY_NOTIFY_PATH}/wechatpay-papay`, renewed)).status).toBe(204)
    expect(await creditCount(renewal)).toBe(1)
    expect((await state(signing.contract_uuid)).next_charge_at).toBe(addCycle(contract.next_charge_at!, 1))

    // Cancelling ends the contract at WeChat Pay first; a WeChat Pay that cannot be reached is a 503 that changes nothing.
    wechat.setDown(true)
    const down = await payApi(payAccountCalls.subscriptionCancelContract.path, {
      token,
      bindings: realEnv,
      body: { contract_uuid: signing.contract_uuid, reason_id: 5 },
    })
    expect(down).toMatchObject({ status: 503, msg: PAY_MESSAGES.payUnavailable })
    expect((await state(signing.contract_uuid)).state).toBe(ContractState.Active)
    wechat.setDown(false)
    const cancelled = await payApi<{ state: number }>(payAccountCalls.subscriptionCancelContract.path, {
      token,
      bindings: realEnv,
      body: { contract_uuid: signing.contract_uuid, reason_id: 5 },
    })
    expect(cancelled.data.state).toBe(ContractState.Cancelled)
    expect(wechat.contracts.get(code)).toMatchObject({ state: 'TERMINATED', termination_remark: '不希望自动扣费' })
    // WeChat Pay then reports the ending it made: acknowledged, nothing more changes.
    const ending = await wechat.terminateByPayer(code)
    expect((await post(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, ending)).status).toBe(204)
    expect((await state(signing.contract_uuid)).cancel_reason).toBe('不希望自动扣费')
  })

  it('WeChat Pay: a payer who ends the contract in WeChat cancels it here; no later period is deducted', async () => {
    const { wechat } = connectPeers()
    const signing = await subscribe(PayMethod.WechatTs)
    const code = contractCode(signing.contract_uuid)
    await post(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, await wechat.sign(code))
    await post(`${PAY_NOTIFY_PATH}/wechatpay-papay`, await wechat.pay(signing.out_trade_no))
    const { next_charge_at } = await state(signing.contract_uuid)
    const ending = await wechat.terminateByPayer(code)
    for (let attempt = 0; attempt < 2; attempt++) expect((await post(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, ending)).status).toBe(204)
    expect(await state(signing.contract_uuid)).toMatchObject({
      state: ContractState.Cancelled,
      cancel_reason: PAY_MESSAGES.contractEndedAtChannel,
      next_charge_at: null,
    })
    expect(await chargeSubscriptions(realEnv, next_charge_at!)).toBe(0)
    expect(wechat.calls.filter((call) => call.url === '/v3/papay/pay/transactions/apply')).toHaveLength(1)
    const events = await env.DB.prepare('SELECT kind FROM pay_contract_events WHERE contract_uuid = ? ORDER BY id')
      .bind(signing.contract_uuid)
      .all<{ kind: string }>()
    expect(events.results.map((event) => event.kind)).toEqual(['signed', 'terminated'])
  })

  it('WeChat Pay: a contract cancelled here while the payer was signing is ended there when the signature arrives, and never deducted', async () => {
    const { wechat } = connectPeers()
    const signing = await subscribe(PayMethod.WechatTs)
    const code = contractCode(signing.contract_uuid)
    expect(
      (
        await payApi(payAccountCalls.subscriptionCancelContract.path, {
          token,
          bindings: realEnv,
          body: { contract_uuid: signing.contract_uuid, reason_id: 1 },
        })
      ).status,
    ).toBe(200)
    expect((await post(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, await wechat.sign(code))).status).toBe(204)
    expect(wechat.contracts.get(code)!.state).toBe('TERMINATED')
    expect(wechat.deductions.size).toBe(0)
  })

  it('WeChat Pay: a contract cancelled here while its signature is being handled is ended there as well', async () => {
    const { wechat } = connectPeers()
    const signing = await subscribe(PayMethod.WechatTs)
    const code = contractCode(signing.contract_uuid)
    const signed = await wechat.sign(code)
    // The payer cancels on the site while WeChat Pay is taking the first deduction.
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      if (request.url.endsWith('/v3/papay/pay/transactions/apply'))
        await env.DB.prepare('UPDATE pay_contracts SET state = 2 WHERE contract_uuid = ?').bind(signing.contract_uuid).run()
      return wechat.handle(request)
    })
    expect((await post(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, signed)).status).toBe(204)
    expect(wechat.contracts.get(code)!.state).toBe('TERMINATED')
  })

  it('WeChat Pay: a fresh signing code (subscription/pay) pre-signs again; the signature deducts the newest first order only', async () => {
    const { wechat } = connectPeers()
    const first = await subscribe(PayMethod.WechatTs)
    const again = subscriptionContractResponse.parse(
      await payApi(payCalls.subscriptionPay.path, { token, bindings: realEnv, body: { contract_uuid: first.contract_uuid } }),
    ).data
    expect(again.contract_uuid).toBe(first.contract_uuid)
    expect(again.out_trade_no).not.toBe(first.out_trade_no)
    expect(wechat.calls.filter((call) => call.url === '/v3/papay/sign/contracts/pre-entrust-sign')).toHaveLength(2)
    expect((await post(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, await wechat.sign(contractCode(first.contract_uuid)))).status).toBe(204)
    expect([...wechat.deductions.keys()]).toEqual([again.out_trade_no])
    await post(`${PAY_NOTIFY_PATH}/wechatpay-papay`, await wechat.pay(again.out_trade_no))
    expect((await state(first.contract_uuid)).state).toBe(ContractState.Active)
    expect(await orderState(first.out_trade_no)).toBe(OrderState.Created) // never charged; it closes after asking WeChat Pay
  })

  it('WeChat Pay: a first deduction WeChat Pay cannot take now is refused to the notification, which WeChat Pay then repeats', async () => {
    const { wechat } = connectPeers()
    const signing = await subscribe(PayMethod.WechatTs)
    const code = contractCode(signing.contract_uuid)
    const signed = await wechat.sign(code)
    wechat.setDown(true)
    expect((await post(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, signed)).status).toBe(401)
    wechat.setDown(false)
    expect((await post(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, signed)).status).toBe(204)
    expect(wechat.deductions.has(signing.out_trade_no)).toBe(true)
  })

  it('Alipay: signs on page.sign, deducts the first period on dut_user_sign and is paid by the verified answer; renews once; cancels by unsign', async () => {
    const { alipay } = connectPeers()
    const signing = await subscribe(PayMethod.AlipayTs)
    const code = contractCode(signing.contract_uuid)
    const page = new URL(signing.pay_url)
    expect(page.searchParams.get('method')).toBe('alipay.user.agreement.page.sign')
    expect(page.searchParams.get('notify_url')).toBe(`http://example.test${PAY_CONTRACT_NOTIFY_PATH}/alipay-agreement`)

    const signed = await alipay.sign(signing.pay_url)
    const tampered = await post(`${PAY_CONTRACT_NOTIFY_PATH}/alipay-agreement`, { body: signed.body.replace('NORMAL', 'UNSIGN'), headers: signed.headers })
    expect(await tampered.text()).toBe('fail')
    for (let attempt = 0; attempt < 2; attempt++) expect(await (await post(`${PAY_CONTRACT_NOTIFY_PATH}/alipay-agreement`, signed)).text()).toBe('success')
    expect(alipay.calls.filter((call) => call.method === 'alipay.trade.pay')).toHaveLength(1)
    expect(await orderState(signing.out_trade_no)).toBe(OrderState.Paid)
    expect(await creditCount(signing.out_trade_no)).toBe(1)
    const active = await state(signing.contract_uuid)
    expect(active.state).toBe(ContractState.Active)
    expect((await contractRow(signing.contract_uuid)).channel_contract_id).toBe(alipay.agreements.get(code)!.agreement_no)

    // The trade's own notification (sent as well) credits nothing more.
    const { alipayNotification } = await import('../../test/fakeAlipay')
    const tradeSync = await alipayNotification(keys.alipay, { out_trade_no: signing.out_trade_no, total_amount: '99.00' })
    expect(await (await post(`${PAY_NOTIFY_PATH}/alipay-agreement`, tradeSync)).text()).toBe('success')
    expect(await creditCount(signing.out_trade_no)).toBe(1)

    // Renewal: a refused deduction leaves the period due; the next run pays it, once.
    const contract = await contractRow(signing.contract_uuid)
    alipay.refuseNextDeduction('ACQ.BUYER_BALANCE_NOT_ENOUGH')
    expect(await chargeSubscriptions(realEnv, contract.next_charge_at!)).toBe(0)
    expect((await state(signing.contract_uuid)).next_charge_at).toBe(contract.next_charge_at)
    expect(await chargeSubscriptions(realEnv, contract.next_charge_at! + 86400)).toBe(1)
    expect(await chargeSubscriptions(realEnv, contract.next_charge_at! + 86400)).toBe(0)
    expect(await creditCount(renewalTradeNo(contract))).toBe(1)
    expect((await state(signing.contract_uuid)).next_charge_at).toBe(addCycle(contract.next_charge_at!, 1))
    // Alipay announces nothing itself: the site's notice is the only one.
    expect(await sendRenewalNotices(realEnv, addCycle(contract.next_charge_at!, 1) - 5 * 86400)).toBe(1)

    const cancelled = await payApi<{ state: number }>(payAccountCalls.subscriptionCancelContract.path, {
      token,
      bindings: realEnv,
      body: { contract_uuid: signing.contract_uuid, reason_id: 1 },
    })
    expect(cancelled.data.state).toBe(ContractState.Cancelled)
    expect(alipay.agreements.get(code)!.status).toBe('UNSIGN')
  })

  it('a phone browser signs by WeChat Pay’s H5 pre-sign and through the Alipay app, no QR; the signature deducts and pays as after a QR', async () => {
    const { wechat, alipay } = connectPeers()
    const phone = (payType: number) =>
      payApi(payCalls.subscriptionContract.path, {
        token,
        bindings: realEnv,
        headers: { 'cf-connecting-ip': '203.0.113.7' },
        body: { product_id: MONTHLY, pay_type: payType, return_path: '/payment?product_id=1101' },
      })
    const viaWechat = subscriptionContractResponse.parse(await phone(PayMethod.WechatTs)).data
    const wechatCode = contractCode(viaWechat.contract_uuid)
    expect(viaWechat.qr_svg).toBe('')
    expect(viaWechat.pay_url).toBe(`https://payapp.weixin.qq.com/papay/h5entrustweb?session_id=${wechatCode}`)
    expect(wechat.calls.at(-1)!.url).toBe('/v3/papay/scheduled-deduct-sign/contracts/pre-entrust-sign/h5')
    const signed = await wechat.sign(wechatCode)
    expect((await post(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, signed)).status).toBe(204)
    expect(wechat.deductions.get(viaWechat.out_trade_no)).toMatchObject({ total: 9900 })
    expect((await post(`${PAY_NOTIFY_PATH}/wechatpay-papay`, await wechat.pay(viaWechat.out_trade_no))).status).toBe(204)
    expect((await state(viaWechat.contract_uuid)).state).toBe(ContractState.Active)
    expect(await creditCount(viaWechat.out_trade_no)).toBe(1)

    // One auto-renewal at a time: the Alipay one is signed after the first is cancelled.
    await env.DB.prepare('UPDATE pay_contracts SET state = 2 WHERE contract_uuid = ?').bind(viaWechat.contract_uuid).run()
    const viaAlipay = subscriptionContractResponse.parse(await phone(PayMethod.AlipayTs)).data
    expect(viaAlipay.qr_svg).toBe('')
    const link = new URL(viaAlipay.pay_url)
    expect(link.protocol).toBe('alipays:')
    const page = link.searchParams.get('url')!
    expect(new URL(page).searchParams.get('return_url')).toBe(`http://example.test/payment?product_id=1101&out_trade_no=${viaAlipay.out_trade_no}`)
    expect(await (await post(`${PAY_CONTRACT_NOTIFY_PATH}/alipay-agreement`, await alipay.sign(page))).text()).toBe('success')
    expect(await orderState(viaAlipay.out_trade_no)).toBe(OrderState.Paid)
    expect((await state(viaAlipay.contract_uuid)).state).toBe(ContractState.Active)
    expect(await creditCount(viaAlipay.out_trade_no)).toBe(1)
  })

  it('Alipay: dut_user_unsign from the payer’s wallet cancels here, once', async () => {
    const { alipay } = connectPeers()
    const signing = await subscribe(PayMethod.AlipayTs)
    const code = contractCode(signing.contract_uuid)
    await post(`${PAY_CONTRACT_NOTIFY_PATH}/alipay-agreement`, await alipay.sign(signing.pay_url))
    const unsign = await alipay.unsignByPayer(code)
    for (let attempt = 0; attempt < 2; attempt++) expect(await (await post(`${PAY_CONTRACT_NOTIFY_PATH}/alipay-agreement`, unsign)).text()).toBe('success')
    expect(await state(signing.contract_uuid)).toMatchObject({ state: ContractState.Cancelled, cancel_reason: PAY_MESSAGES.contractEndedAtChannel })
  })

  it('the contract path hears only channels that sign contracts, and a visitor’s post is refused, not a 500', async () => {
    expect((await callRaw(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay`, { method: 'POST', body: '{}' }, realEnv)).status).toBe(404)
    expect((await callRaw(`${PAY_CONTRACT_NOTIFY_PATH}/wechatpay-papay`, { method: 'POST', body: 'not json' }, realEnv)).status).toBe(401)
    expect(await (await callRaw(`${PAY_CONTRACT_NOTIFY_PATH}/alipay-agreement`, { method: 'POST', body: 'a=b' }, realEnv)).text()).toBe('fail')
  })
})
