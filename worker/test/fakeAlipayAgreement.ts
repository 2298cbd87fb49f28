import { chinaDateTime } from '../../shared/chinaTime'
import { signContent } from '../providers/pay/alipay'
import { signRsaSha256 } from '../providers/pay/rsa'
import { fakeAlipay, signedByApp, TEST_ALIPAY } from './fakeAlipay'
import type { TestKeyPair } from './rsaKeys'
import { nowSeconds } from '../lib/clock'

/** The sign scene of the tests (a documented scene value). */
export const TEST_SIGN_SCENE = 'INDUSTRY|DIGITAL_MEDIA'

export interface FakeAgreement {
  external_agreement_no: string
  agreement_no: string
  status: 'NORMAL' | 'UNSIGN'
  /** The page.sign parameters the payer opened. */
  signParams: Record<string, string>
}

/** A signed agreement notification (dut_user_sign / dut_user_unsign) as Alipay posts it, in its documented fields. */
export async function alipayAgreementNotification(alipayKeys: TestKeyPair, fields: Record<string, string>): Promise<{ body: string; headers: Headers }> {
  const params: Record<string, string> = {
    notify_id: '2026112300222103005097561234567890',
    notify_time: '2026-11-23 10:30:01',
    notify_type: 'dut_user_sign',
    app_id: TEST_ALIPAY.appId,
    charset: 'utf-8',
    version: '1.0',
    partner_id: TEST_ALIPAY.sellerId,
    alipay_user_id: '2088101122675263',
    personal_product_code: 'CYCLE_PAY_AUTH_P',
    sign_scene: TEST_SIGN_SCENE,
    status: 'NORMAL',
    sign_time: '2026-11-23 10:30:00',
    valid_time: '2026-11-23 10:30:00',
    invalid_time: '2115-02-01 00:00:00',
    ...fields,
  }
  params.sign = await signRsaSha256(alipayKeys.privateKey, signContent(params, ['sign', 'sign_type']))
  params.sign_type = 'RSA2'
  return { body: new URLSearchParams(params).toString(), headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }) }
}

/**
 * A local stand-in for Alipay's 周期扣款 beside its trades (the same application, keys and
 * signature checks): the page.sign page the payer opens, alipay.trade.pay under an agreement
 * (paid at once; the same out_trade_no is paid once) and alipay.user.agreement.unsign.
 */
export function fakeAlipayAgreement(app: TestKeyPair, alipayKeys: TestKeyPair) {
  const base = fakeAlipay(app, alipayKeys)
  const agreements = new Map<string, FakeAgreement>()
  const calls: Record<string, string>[] = []
  let refuseNext: string | null = null
  let down = false

  async function answer(method: string, response: Record<string, unknown>): Promise<Response> {
    const raw = JSON.stringify(response)
    const sign = await signRsaSha256(alipayKeys.privateKey, raw)
    return new Response(`{"${method.replace(/\./g, '_')}_response":${raw},"sign":"${sign}"}`, { headers: { 'content-type': 'text/html;charset=utf-8' } })
  }

  async function handle(request: Request): Promise<Response> {
    if (down) throw new TypeError('connect failed')
    const text = await request.text()
    const params = Object.fromEntries(new URLSearchParams(text))
    const method = params.method ?? ''
    if (method !== 'alipay.trade.pay' && method !== 'alipay.user.agreement.unsign')
      return base.handle(new Request(request.url, { method: 'POST', headers: request.headers, body: text }))
    calls.push(params)
    if (!(await signedByApp(app, params)))
      return answer(method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' })
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>
    if (method === 'alipay.user.agreement.unsign') {
      const agreement = [...agreements.values()].find((item) => item.agreement_no === biz.agreement_no)
      if (!agreement || agreement.status !== 'NORMAL')
        return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'USER_AGREEMENT_NOT_EXIST', sub_msg: '用户协议不存在' })
      agreement.status = 'UNSIGN'
      return answer(method, { code: '10000', msg: 'Success' })
    }
    // alipay.trade.pay under an agreement
    const outTradeNo = String(biz.out_trade_no)
    const agreement = [...agreements.values()].find(
      (item) => item.agreement_no === (biz.agreement_params as { agreement_no?: string } | undefined)?.agreement_no,
    )
    if (biz.product_code !== 'CYCLE_PAY_AUTH' || !agreement || agreement.status !== 'NORMAL') {
      return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.AGREEMENT_NOT_EXIST', sub_msg: '用户协议不存在' })
    }
    if (base.orders.get(outTradeNo)?.trade_status === 'TRADE_SUCCESS')
      return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_HAS_SUCCESS', sub_msg: '交易已被支付' })
    if (refuseNext) {
      const subCode = refuseNext
      refuseNext = null
      return answer(method, { code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: '余额不足' })
    }
    const tradeNo = `2026112322001419781${outTradeNo.slice(-9)}`
    base.orders.set(outTradeNo, {
      out_trade_no: outTradeNo,
      total_amount: String(biz.total_amount),
      trade_status: 'TRADE_SUCCESS',
      trade_no: tradeNo,
      scanned: true,
      biz,
      params,
    })
    return answer(method, {
      code: '10000',
      msg: 'Success',
      out_trade_no: outTradeNo,
      trade_no: tradeNo,
      total_amount: biz.total_amount,
      buyer_logon_id: '159****5620',
      gmt_payment: chinaDateTime(nowSeconds()),
    })
  }

  return {
    base,
    agreements,
    calls,
    handle,
    /**
     * The payer opens the signing page (its parameters must carry the application's signature,
     * as the gateway checks) and signs: the agreement is made, and its dut_user_sign returned.
     */
    async sign(pageUrl: string) {
      const params = Object.fromEntries(new URL(pageUrl).searchParams)
      if (params.method !== 'alipay.user.agreement.page.sign' || !(await signedByApp(app, params)))
        throw new Error('the signing page is not signed by the application')
      const biz = JSON.parse(params.biz_content!) as { external_agreement_no: string }
      const agreement: FakeAgreement = {
        external_agreement_no: biz.external_agreement_no,
        agreement_no: `20265423000${agreements.size + 1}`.padEnd(20, '7'),
        status: 'NORMAL',
        signParams: params,
      }
      agreements.set(biz.external_agreement_no, agreement)
      return alipayAgreementNotification(alipayKeys, { agreement_no: agreement.agreement_no, external_agreement_no: agreement.external_agreement_no })
    },
    /** The payer ends the agreement in Alipay: its dut_user_unsign, to post. */
    unsignByPayer(externalAgreementNo: string) {
      const agreement = agreements.get(externalAgreementNo)!
      agreement.status = 'UNSIGN'
      return alipayAgreementNotification(alipayKeys, {
        notify_type: 'dut_user_unsign',
        status: 'UNSIGN',
        unsign_time: '2026-12-01 09:00:00',
        agreement_no: agreement.agreement_no,
        external_agreement_no: externalAgreementNo,
      })
    },
    /** The next deduction is refused with this sub_code (e.g. ACQ.BUYER_BALANCE_NOT_ENOUGH). */
    refuseNextDeduction(subCode: string) {
      refuseNext = subCode
    },
    setDown(value: boolean) {
      down = value
    },
  }
}
