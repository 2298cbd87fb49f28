import { z } from 'zod'
import { parseChinaTime } from '../../../shared/chinaTime'
import { PayMethod } from '../../../shared/payEnums'
import { PAY_CONTRACT_NOTIFY_PATH, PayChannelError, type ContractNotification, type ContractSignRequest, type PayProvider } from './provider'
import { PAY_NOTIFY_PATH } from './sandbox'
import { decryptResource, wechatPay, type WechatPayConfig } from './wechatPay'
import { nowSeconds } from '../../lib/clock'

/**
 * WeChat Pay 委托代扣 on API v3 (pay.weixin.qq.com/doc/v3/merchant, "委托代扣"): the payer
 * signs by scanning the pre-sign QR (`pre-entrust-sign`, SIGN_SCENE_QRCODE); WeChat Pay posts
 * ENTRUST.SIGN / ENTRUST.TERMINATE to the contract notify path; each period is announced
 * (预约扣费 `schedule`, WeChat Pay tells the payer) and then deducted (受理扣款 `apply`),
 * whose result arrives as an ordinary TRANSACTION.SUCCESS notification.
 */
export const WECHATPAY_PAPAY_CHANNEL = 'wechatpay-papay'
/** H5预签约 of a 预约扣费 template (docs/merchant/apis/entrusted-payment/normal/normal-h5-scheduled-deduct-pre-sign). */
export const WECHATPAY_PAPAY_H5_PRESIGN_PATH = '/v3/papay/scheduled-deduct-sign/contracts/pre-entrust-sign/h5'

export interface WechatPapayConfig extends WechatPayConfig {
  /** The 委托代扣 template (plan_id) granted to the merchant. */
  planId: number
}

const encryptedSchema = z.object({
  algorithm: z.literal('AEAD_AES_256_GCM'),
  ciphertext: z.string(),
  nonce: z.string(),
  associated_data: z.string().optional(),
})
const eventSchema = z.object({ event_type: z.string(), resource: encryptedSchema })

/** The contract resource of ENTRUST.SIGN / ENTRUST.TERMINATE (and of the query by out_contract_code). */
const contractSchema = z.object({
  mchid: z.string(),
  contract_id: z.string().min(1),
  plan_id: z.coerce.number(),
  out_contract_code: z.string().min(1),
  contract_state: z.string(),
  contract_signed_time: z.string().optional(),
  contract_terminate_info: z.object({ contract_terminated_time: z.string().optional(), contract_termination_mode: z.string().optional() }).optional(),
})

/** What a verified contract notification of WeChat Pay means; `unknown` for a shape this adapter does not know (never acknowledged). */
export function contractNotificationOf(contract: z.infer<typeof contractSchema>, now: number): ContractNotification | { kind: 'unknown'; reason: string } {
  const common = { contract_code: contract.out_contract_code, channel_contract_id: contract.contract_id }
  if (contract.contract_state === 'SIGNED') return { kind: 'signed', ...common, time: parseChinaTime(contract.contract_signed_time) ?? now }
  if (contract.contract_state === 'TERMINATED') {
    return { kind: 'terminated', ...common, time: parseChinaTime(contract.contract_terminate_info?.contract_terminated_time) ?? now }
  }
  return { kind: 'unknown', reason: `contract_state ${contract.contract_state}` }
}

/** WeChat Pay auto-renewal (pay type 33, wechat-ts) under the same merchant and keys as `wechatPay`. */
export function wechatPapay(config: WechatPapayConfig): PayProvider {
  const base = wechatPay(config)
  const { call, signedByWechat } = base.api
  const contractPath = (code: string) => `/v3/papay/sign/contracts/plan-id/${config.planId}/out-contract-code/${encodeURIComponent(code)}`

  /** The QR pre-sign (SIGN_SCENE_QRCODE), scanned from a computer's or tablet's screen. */
  const qrPresign = (request: ContractSignRequest, contractNotifyUrl: string) =>
    call('POST', '/v3/papay/sign/contracts/pre-entrust-sign', {
      sign_scene: 'SIGN_SCENE_QRCODE',
      appid: config.appid,
      plan_id: config.planId,
      out_contract_code: request.contractCode,
      contract_display_account: request.displayAccount.slice(0, 32),
      contract_notify_url: contractNotifyUrl,
      out_user_code: request.userCode.slice(0, 64),
      // The QR is shown in a desktop browser: WeChat Pay is told what little the site knows of it.
      device_info: {
        device_type: 'DEVICE_TYPE_UNKNOW',
        device_os: 'web',
        device_id: request.userCode.slice(0, 64),
        device_running_as_root: false,
        device_ip: request.payerIp ?? '',
        weixin_installed: false,
        weixin_version: '',
        days_since_first_login: 'DAYS_SINCE_FIRST_LOGIN_UNKNOW',
      },
    })

  return {
    name: WECHATPAY_PAPAY_CHANNEL,
    payTypes: [PayMethod.WechatTs],
    async createCharge() {
      throw new PayChannelError('wechatpay papay: a contract is signed, then deducted; it takes no one-off charge', 'unsupported')
    },
    // A deduction's result is a TRANSACTION.SUCCESS (trade_type PAP), read as any payment of the merchant.
    verifyNotification: (request) => base.verifyNotification(request),
    answerNotification: (received, detail) => base.answerNotification(received, detail),
    async queryCharge(outTradeNo) {
      // A deduction WeChat Pay accepted but has not taken yet reads ACCEPTED: still waiting, not closed.
      const answer = await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchid)}`)
      if (answer.status === 404) return { state: 'unknown' }
      let tradeState: unknown
      try {
        tradeState = (JSON.parse(answer.body) as { trade_state?: unknown }).trade_state
      } catch {
        tradeState = undefined
      }
      if (tradeState === 'ACCEPTED') return { state: 'waiting' }
      return base.queryCharge!(outTradeNo)
    },
    async signContract(request) {
      const contractNotifyUrl = `${request.origin}${PAY_CONTRACT_NOTIFY_PATH}/${WECHATPAY_PAPAY_CHANNEL}`
      // A phone browser: H5 pre-sign (H5预签约, opened on request). Its redirect_url opens WeChat
      // and comes back to the referrer page after 3 s; it takes no return address of its own.
      const answer = request.returnUrl
        ? await call('POST', WECHATPAY_PAPAY_H5_PRESIGN_PATH, {
            appid: config.appid,
            plan_id: config.planId,
            out_contract_code: request.contractCode,
            contract_display_account: request.displayAccount.slice(0, 32),
            contract_notify_url: contractNotifyUrl,
            out_user_code: request.userCode.slice(0, 32),
          })
        : await qrPresign(request, contractNotifyUrl)
      let redirectUrl: unknown
      try {
        redirectUrl = (JSON.parse(answer.body) as { redirect_url?: unknown }).redirect_url
      } catch {
        redirectUrl = undefined
      }
      if (typeof redirectUrl !== 'string' || !redirectUrl) throw new PayChannelError('wechatpay papay: the pre-sign answer has no redirect_url')
      // The H5 session lasts 10 minutes and must be opened by the phone that asked: no QR of it.
      return { codeUrl: request.returnUrl ? '' : redirectUrl, payUrl: redirectUrl, jsapi: null }
    },
    async scheduleDeduction(contract, amount) {
      const answer = await call('POST', `/v3/papay/pay/schedules/contract-id/${encodeURIComponent(contract.channelContractId)}/schedule`, {
        appid: config.appid,
        schedule_amount: { total: amount, currency: 'CNY' },
      })
      if (answer.status === 404) throw new PayChannelError(`wechatpay papay: no contract ${contract.channelContractId} to schedule`)
    },
    async deduct(request) {
      const answer = await call('POST', '/v3/papay/pay/transactions/apply', {
        appid: config.appid,
        out_trade_no: request.outTradeNo,
        description: request.description.slice(0, 127),
        transaction_notify_url: `${request.origin}${PAY_NOTIFY_PATH}/${WECHATPAY_PAPAY_CHANNEL}`,
        contract_id: request.channelContractId,
        amount: { total: request.amount, currency: 'CNY' },
      })
      if (answer.status === 404) throw new PayChannelError(`wechatpay papay: no contract ${request.channelContractId} to deduct`)
      // Accepted: WeChat Pay deducts asynchronously and notifies the result (or the query tells it).
      return { state: 'accepted' }
    },
    async cancelContract(contract, reason) {
      // 404: WeChat Pay has no such contract (never signed there), so nothing is left to end.
      await call('POST', `${contractPath(contract.contractCode)}/terminate`, { contract_termination_remark: reason.slice(0, 256) || '用户解约' })
    },
    async verifyContractNotification({ body, headers }) {
      if (!(await signedByWechat(headers, body))) return null
      try {
        const event = eventSchema.parse(JSON.parse(body))
        if (event.event_type !== 'ENTRUST.SIGN' && event.event_type !== 'ENTRUST.TERMINATE') return { kind: 'unknown', reason: event.event_type }
        const contract = contractSchema.parse(JSON.parse(await decryptResource(config.apiV3Key, event.resource)))
        if (contract.mchid !== config.mchid || contract.plan_id !== config.planId) return null
        return contractNotificationOf(contract, nowSeconds())
      } catch {
        return null
      }
    },
  }
}
