import { chinaDateTime, parseChinaTime } from '../../../shared/chinaTime'
import { BillingCycle, PayMethod } from '../../../shared/payEnums'
import { alipay, centsToYuan, yuanToCents, type AlipayConfig } from './alipay'
import { PAY_CONTRACT_NOTIFY_PATH, PayChannelError, type ContractNotification, type PayProvider } from './provider'
import { PAY_NOTIFY_PATH } from './sandbox'
import { nowSeconds } from '../../lib/clock'

/**
 * Alipay 周期扣款 (opendocs.alipay.com "周期扣款", sign first, deduct after): the payer signs
 * on `alipay.user.agreement.page.sign` (personal product CYCLE_PAY_AUTH_P with its period
 * rule); Alipay posts `dut_user_sign` / `dut_user_unsign` to the contract notify path; each
 * period is deducted by `alipay.trade.pay` naming the agreement (product CYCLE_PAY_AUTH),
 * whose signed answer says at once whether it was paid; `alipay.user.agreement.unsign` ends it.
 */
export const ALIPAY_AGREEMENT_CHANNEL = 'alipay-agreement'
export const CYCLE_PAY_PRODUCT = 'CYCLE_PAY_AUTH'
export const CYCLE_PAY_PERSONAL_PRODUCT = 'CYCLE_PAY_AUTH_P'

export interface AlipayAgreementConfig extends AlipayConfig {
  /** The 签约场景 agreed with Alipay, e.g. INDUSTRY|DIGITAL_MEDIA (required with external_agreement_no). */
  signScene: string
}

/** The period rule Alipay shows the payer and enforces: monthly, or every twelve months for a yearly plan. */
export function periodRule(cycle: number, amount: number, firstDeductionAt: number) {
  return {
    period_type: 'MONTH',
    period: cycle === BillingCycle.Yearly ? 12 : 1,
    execute_time: chinaDateTime(firstDeductionAt).slice(0, 10),
    single_amount: centsToYuan(amount),
  }
}

/** The link that opens a page of Alipay's gateway inside the Alipay app (its H5 container, appId 20000067). */
export function alipayAppLink(pageUrl: string): string {
  return `alipays://platformapi/startapp?appId=20000067&url=${encodeURIComponent(pageUrl)}`
}

/** What a verified agreement notification means; `unknown` for a shape this adapter does not know (never acknowledged). */
export function agreementNotificationOf(params: Record<string, string>, now: number): ContractNotification | { kind: 'unknown'; reason: string } | null {
  if (!params.agreement_no || !params.external_agreement_no) return null
  if (params.personal_product_code && params.personal_product_code !== CYCLE_PAY_PERSONAL_PRODUCT)
    return { kind: 'unknown', reason: `personal_product_code ${params.personal_product_code}` }
  const common = { contract_code: params.external_agreement_no, channel_contract_id: params.agreement_no }
  if (params.notify_type === 'dut_user_sign' && params.status === 'NORMAL') return { kind: 'signed', ...common, time: parseChinaTime(params.sign_time) ?? now }
  if (params.notify_type === 'dut_user_unsign') return { kind: 'terminated', ...common, time: parseChinaTime(params.unsign_time) ?? now }
  return { kind: 'unknown', reason: `${params.notify_type} status ${params.status}` }
}

/** Alipay auto-renewal (pay type 34, alipay-ts) under the same application and keys as `alipay`. */
export function alipayAgreement(config: AlipayAgreementConfig): PayProvider {
  const base = alipay(config)
  const { gateway, call, signedParams, failure, signedByAlipay } = base.api

  return {
    name: ALIPAY_AGREEMENT_CHANNEL,
    payTypes: [PayMethod.AlipayTs],
    async createCharge() {
      throw new PayChannelError('alipay agreement: a contract is signed, then deducted; it takes no one-off charge', 'unsupported')
    },
    // A deduction's trade_status_sync (should its synchronous answer have been lost) reads as any trade of the application.
    verifyNotification: (request) => base.verifyNotification(request),
    answerNotification: (received, detail) => base.answerNotification(received, detail),
    queryCharge: (outTradeNo) => base.queryCharge!(outTradeNo),
    async signContract(request) {
      // A page-execute method: the payer's Alipay opens the gateway with the signed parameters.
      const params = await signedParams(
        'alipay.user.agreement.page.sign',
        {
          product_code: CYCLE_PAY_PRODUCT,
          personal_product_code: CYCLE_PAY_PERSONAL_PRODUCT,
          sign_scene: config.signScene,
          external_agreement_no: request.contractCode,
          external_logon_id: request.displayAccount.slice(0, 100),
          access_params: { channel: 'ALIPAYAPP' },
          period_rule_params: periodRule(request.cycle, request.amount, request.firstDeductionAt),
        },
        {
          notify_url: `${request.origin}${PAY_CONTRACT_NOTIFY_PATH}/${ALIPAY_AGREEMENT_CHANNEL}`,
          ...(request.returnUrl ? { return_url: request.returnUrl } : {}),
        },
      )
      const url = `${gateway}?${new URLSearchParams(params).toString()}`
      if (!request.returnUrl) return { codeUrl: url, payUrl: url, jsapi: null }
      // A phone browser outside Alipay: the signing page only runs in the Alipay app, which this
      // link opens on it (周期扣款 "先签约后扣款", 支付宝端外 H5); return_url brings the payer back.
      return { codeUrl: '', payUrl: alipayAppLink(url), jsapi: null }
    },
    async deduct(request) {
      const method = 'alipay.trade.pay'
      const answer = await call(
        method,
        {
          out_trade_no: request.outTradeNo,
          total_amount: centsToYuan(request.amount),
          subject: request.description.slice(0, 256),
          product_code: CYCLE_PAY_PRODUCT,
          agreement_params: { agreement_no: request.channelContractId },
        },
        { notify_url: `${request.origin}${PAY_NOTIFY_PATH}/${ALIPAY_AGREEMENT_CHANNEL}` },
      )
      if (answer.code === '10000') {
        const amount = yuanToCents(String(answer.total_amount))
        if (answer.out_trade_no !== request.outTradeNo || amount === null) throw new PayChannelError('alipay agreement: the answer names another trade')
        const time = parseChinaTime(typeof answer.gmt_payment === 'string' ? answer.gmt_payment : undefined) ?? nowSeconds()
        return {
          state: 'paid',
          notification: { kind: 'paid', out_trade_no: request.outTradeNo, amount, channel_trade_no: String(answer.trade_no ?? ''), time },
        }
      }
      // 10003: being processed; ACQ.TRADE_HAS_SUCCESS: this trade number was paid before. Either
      // way the notification (or the query before the order closes) says what happened.
      if (answer.code === '10003' || answer.sub_code === 'ACQ.TRADE_HAS_SUCCESS') return { state: 'accepted' }
      throw failure(method, answer)
    },
    async cancelContract(contract) {
      const method = 'alipay.user.agreement.unsign'
      const answer = await call(method, {
        agreement_no: contract.channelContractId,
        personal_product_code: CYCLE_PAY_PERSONAL_PRODUCT,
        sign_scene: config.signScene,
      })
      if (answer.code !== '10000') throw failure(method, answer)
    },
    async verifyContractNotification({ body }) {
      const params = Object.fromEntries(new URLSearchParams(body))
      if (!(await signedByAlipay(params))) return null
      if ((params.app_id || params.auth_app_id) && params.app_id !== config.appId && params.auth_app_id !== config.appId) return null
      return agreementNotificationOf(params, nowSeconds())
    },
  }
}
