import { describe, expect, it } from 'vitest'
import { BillingCycle, TradeType } from '../../../shared/payEnums'
import { TEST_ALIPAY } from '../../test/fakeAlipay'
import { alipayAgreementNotification, fakeAlipayAgreement, TEST_SIGN_SCENE } from '../../test/fakeAlipayAgreement'
import { alipayConfig, channelKeysBeforeAll, monthlySignRequest, routeFetchTo, TEST_CONTRACT_CODE } from '../../test/realChannels'
import { testKeyPair } from '../../test/rsaKeys'
import { alipayAgreement, periodRule } from './alipayAgreement'
import { PayChannelError, type PayProvider } from './provider'

const keys = channelKeysBeforeAll()

function channel(): PayProvider {
  return alipayAgreement({ ...alipayConfig(keys), signScene: TEST_SIGN_SCENE })
}

const CODE = TEST_CONTRACT_CODE
const signRequest = monthlySignRequest
const deduction = (channelContractId: string, outTradeNo = 'RABC123') => ({
  outTradeNo,
  amount: 9900,
  description: '连续包月',
  payType: 34 as const,
  tradeType: TradeType.Native,
  origin: 'https://www.retouch.example',
  expiresAt: 0,
  contractCode: CODE,
  channelContractId,
})

describe('Alipay 周期扣款 against a fake peer', () => {
  it('the period rule is monthly, or every twelve months, from the China date of the first deduction', () => {
    expect(periodRule(BillingCycle.Monthly, 9900, Date.UTC(2026, 10, 22, 17, 0) / 1000)).toEqual({
      period_type: 'MONTH',
      period: 1,
      execute_time: '2026-11-23',
      single_amount: '99.00',
    })
    expect(periodRule(BillingCycle.Yearly, 99900, Date.UTC(2026, 10, 22, 15, 0) / 1000)).toMatchObject({
      period: 12,
      execute_time: '2026-11-22',
      single_amount: '999.00',
    })
  })

  it('signs on the page.sign page: its parameters carry the application’s RSA2 signature, the product codes and the notify path', async () => {
    const fake = fakeAlipayAgreement(keys.app, keys.alipay)
    const charge = await channel().signContract!(signRequest)
    expect(charge.codeUrl).toBe(charge.payUrl)
    const url = new URL(charge.payUrl)
    expect(`${url.origin}${url.pathname}`).toBe(TEST_ALIPAY.gateway)
    expect(url.searchParams.get('notify_url')).toBe('https://www.retouch.example/__pay/contract/alipay-agreement')
    expect(JSON.parse(url.searchParams.get('biz_content')!)).toEqual({
      product_code: 'CYCLE_PAY_AUTH',
      personal_product_code: 'CYCLE_PAY_AUTH_P',
      sign_scene: TEST_SIGN_SCENE,
      external_agreement_no: CODE,
      external_logon_id: '138****8000',
      access_params: { channel: 'ALIPAYAPP' },
      period_rule_params: { period_type: 'MONTH', period: 1, execute_time: '2026-11-23', single_amount: '99.00' },
    })
    // The fake gateway checks the signature as Alipay does before showing the page.
    const notification = await fake.sign(charge.payUrl)
    expect(await channel().verifyContractNotification!(notification)).toMatchObject({ kind: 'signed', contract_code: CODE })
    await expect(fake.sign(charge.payUrl.replace('99.00', '0.01'))).rejects.toThrow(/not signed/)
  })

  it('signs from a phone browser through the Alipay app: the same signed page, with return_url, opened by the app link', async () => {
    const fake = fakeAlipayAgreement(keys.app, keys.alipay)
    const returnUrl = 'https://www.retouch.example/payment?product_id=3&out_trade_no=X1'
    const charge = await channel().signContract!({ ...signRequest, returnUrl })
    expect(charge.codeUrl).toBe('')
    const link = new URL(charge.payUrl)
    expect(`${link.protocol}//${link.host}${link.pathname}`).toBe('alipays://platformapi/startapp')
    expect(link.searchParams.get('appId')).toBe('20000067')
    const page = link.searchParams.get('url')!
    const url = new URL(page)
    expect(`${url.origin}${url.pathname}`).toBe(TEST_ALIPAY.gateway)
    expect(url.searchParams.get('method')).toBe('alipay.user.agreement.page.sign')
    expect(url.searchParams.get('return_url')).toBe(returnUrl)
    expect(url.searchParams.get('notify_url')).toBe('https://www.retouch.example/__pay/contract/alipay-agreement')
    // return_url is a signed public parameter: the gateway accepts the page, and refuses it changed.
    const notification = await fake.sign(page)
    expect(await channel().verifyContractNotification!(notification)).toMatchObject({ kind: 'signed', contract_code: CODE })
  })

  it('deducts by alipay.trade.pay naming the agreement: the verified answer pays at once; a refusal is a PayChannelError; a repeat is accepted', async () => {
    const fake = fakeAlipayAgreement(keys.app, keys.alipay)
    routeFetchTo(fake)
    const agreement = channel()
    await fake.sign((await agreement.signContract!(signRequest)).payUrl)
    const agreementNo = fake.agreements.get(CODE)!.agreement_no
    const paid = await agreement.deduct!(deduction(agreementNo))
    expect(paid).toMatchObject({ state: 'paid', notification: { kind: 'paid', out_trade_no: 'RABC123', amount: 9900 } })
    const call = fake.calls.at(-1)!
    expect(call.notify_url).toBe('https://www.retouch.example/__pay/notify/alipay-agreement')
    expect(JSON.parse(call.biz_content!)).toEqual({
      out_trade_no: 'RABC123',
      total_amount: '99.00',
      subject: '连续包月',
      product_code: 'CYCLE_PAY_AUTH',
      agreement_params: { agreement_no: agreementNo },
    })
    // The same trade number again: Alipay says it was paid, nothing is charged twice.
    expect(await agreement.deduct!(deduction(agreementNo))).toEqual({ state: 'accepted' })
    fake.refuseNextDeduction('ACQ.BUYER_BALANCE_NOT_ENOUGH')
    await expect(agreement.deduct!(deduction(agreementNo, 'RABC124'))).rejects.toThrow(/BUYER_BALANCE_NOT_ENOUGH/)
    await expect(agreement.deduct!(deduction('20260000000000000000', 'RABC125'))).rejects.toBeInstanceOf(PayChannelError)
  })

  it('does not believe a deduction answer signed by another key', async () => {
    const fake = fakeAlipayAgreement(keys.app, await testKeyPair())
    routeFetchTo(fake)
    await expect(channel().deduct!(deduction('x'))).rejects.toThrow(/signature does not verify/)
  })

  it('unsigns by alipay.user.agreement.unsign; unknown agreements and network failures are PayChannelErrors', async () => {
    const fake = fakeAlipayAgreement(keys.app, keys.alipay)
    routeFetchTo(fake)
    const agreement = channel()
    await fake.sign((await agreement.signContract!(signRequest)).payUrl)
    const ref = { contractCode: CODE, channelContractId: fake.agreements.get(CODE)!.agreement_no }
    await agreement.cancelContract!(ref, '不希望自动扣费')
    expect(JSON.parse(fake.calls.at(-1)!.biz_content!)).toEqual({
      agreement_no: ref.channelContractId,
      personal_product_code: 'CYCLE_PAY_AUTH_P',
      sign_scene: TEST_SIGN_SCENE,
    })
    expect(fake.agreements.get(CODE)!.status).toBe('UNSIGN')
    await expect(agreement.cancelContract!(ref, '不希望自动扣费')).rejects.toBeInstanceOf(PayChannelError)
    fake.setDown(true)
    await expect(agreement.cancelContract!(ref, '不希望自动扣费')).rejects.toBeInstanceOf(PayChannelError)
  })
})

describe('Alipay agreement notifications (dut_user_sign / dut_user_unsign)', () => {
  const ids = { agreement_no: '20215423000097977777', external_agreement_no: CODE }

  it('reads a signature and an unsigning with Alipay’s times', async () => {
    const agreement = channel()
    expect(await agreement.verifyContractNotification!(await alipayAgreementNotification(keys.alipay, ids))).toEqual({
      kind: 'signed',
      contract_code: CODE,
      channel_contract_id: '20215423000097977777',
      time: Date.UTC(2026, 10, 23, 2, 30) / 1000,
    })
    const unsign = await alipayAgreementNotification(keys.alipay, {
      ...ids,
      notify_type: 'dut_user_unsign',
      status: 'UNSIGN',
      unsign_time: '2026-12-01 09:00:00',
    })
    expect(await agreement.verifyContractNotification!(unsign)).toEqual({
      kind: 'terminated',
      contract_code: CODE,
      channel_contract_id: '20215423000097977777',
      time: Date.UTC(2026, 11, 1, 1, 0) / 1000,
    })
  })

  it('refuses a forged or tampered form and another application’s; calls other products and states unknown', async () => {
    const agreement = channel()
    expect(await agreement.verifyContractNotification!(await alipayAgreementNotification(await testKeyPair(), ids))).toBeNull()
    const genuine = await alipayAgreementNotification(keys.alipay, ids)
    expect(await agreement.verifyContractNotification!({ body: genuine.body.replace('NORMAL', 'UNSIGN'), headers: genuine.headers })).toBeNull()
    expect(await agreement.verifyContractNotification!(await alipayAgreementNotification(keys.alipay, { ...ids, app_id: '2021000000000000' }))).toBeNull()
    expect(
      await agreement.verifyContractNotification!(await alipayAgreementNotification(keys.alipay, { ...ids, personal_product_code: 'GENERAL_WITHHOLDING_P' })),
    ).toMatchObject({ kind: 'unknown' })
    expect(await agreement.verifyContractNotification!(await alipayAgreementNotification(keys.alipay, { ...ids, status: 'TEMP' }))).toMatchObject({
      kind: 'unknown',
    })
  })
})
