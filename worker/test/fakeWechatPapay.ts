import { chinaRfc3339 } from '../../shared/chinaTime'
import { encryptResource, fakeWechatPay, signedByMerchant, TEST_WECHAT, wechatSignedHeaders, wechatTransactionNotification } from './fakeWechatPay'
import type { TestKeyPair } from './rsaKeys'
import { nowSeconds } from '../lib/clock'

/** The 委托代扣 template of the tests (the documentation's example plan_id). */
export const TEST_PLAN_ID = 12535

export interface FakeContract {
  out_contract_code: string
  contract_id: string
  state: 'PRESIGNED' | 'SIGNED' | 'TERMINATED'
  /** What the pre-sign request carried. */
  presign: Record<string, unknown>
  /** The amount scheduled by 预约扣费 and not yet deducted. */
  scheduled: number | null
  termination_remark?: string
}

/** A signed ENTRUST.SIGN or ENTRUST.TERMINATE notification, the resource in the documented shape. */
export async function wechatContractNotification(
  platform: TestKeyPair,
  contract: { out_contract_code: string; contract_id: string; state: 'SIGNED' | 'TERMINATED'; mode?: string },
  overrides: { mchid?: string; plan_id?: number; event_type?: string } = {},
) {
  const terminated = contract.state === 'TERMINATED'
  const resource = await encryptResource(
    TEST_WECHAT.apiV3Key,
    JSON.stringify({
      mchid: overrides.mchid ?? TEST_WECHAT.mchid,
      contract_id: contract.contract_id,
      appid: TEST_WECHAT.appid,
      plan_id: overrides.plan_id ?? TEST_PLAN_ID,
      out_contract_code: contract.out_contract_code,
      contract_display_account: '微信代扣用户A',
      contract_state: contract.state,
      contract_signed_time: '2026-11-23T10:30:00+08:00',
      contract_expired_time: '2036-11-23T10:30:00+08:00',
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      ...(terminated
        ? {
            contract_terminate_info: {
              contract_termination_mode: contract.mode ?? 'USER_TERMINATE',
              contract_terminated_time: '2026-12-01T09:00:00+08:00',
              contract_termination_remark: '用户解约',
            },
          }
        : {}),
    }),
    'papay',
  )
  const eventType = overrides.event_type ?? (terminated ? 'ENTRUST.TERMINATE' : 'ENTRUST.SIGN')
  const body = JSON.stringify({
    id: crypto.randomUUID(),
    create_time: '2026-11-23T10:30:01+08:00',
    event_type: eventType,
    resource_type: 'encrypt-resource',
    summary: '签约成功',
    resource,
  })
  return { body, headers: await wechatSignedHeaders(platform, body) }
}

/** A signed TRANSACTION.SUCCESS of a deduction (trade_type PAP), as WeChat Pay posts it to transaction_notify_url. */
export function wechatDeductionNotification(platform: TestKeyPair, order: { out_trade_no: string; total: number; contract_id: string }) {
  return wechatTransactionNotification(platform, {
    out_trade_no: order.out_trade_no,
    transaction_id: `4200002${order.out_trade_no.slice(-10)}`,
    trade_type: 'PAP',
    success_time: chinaRfc3339(nowSeconds()),
    total: order.total,
    contract_id: order.contract_id,
  })
}

/**
 * A local stand-in for WeChat Pay's 委托代扣 APIs beside its payments (the same merchant,
 * keys and signature checks): pre-sign, schedule, apply and terminate. A deduction needs a
 * signed contract and a schedule of the same amount, as WeChat Pay's rules say; the same
 * out_trade_no is deducted once.
 */
export function fakeWechatPapay(merchant: TestKeyPair, platform: TestKeyPair) {
  const base = fakeWechatPay(merchant, platform)
  const contracts = new Map<string, FakeContract>()
  const deductions = new Map<string, { out_trade_no: string; contract_id: string; total: number; request: Record<string, unknown> }>()
  const calls: { method: string; url: string; body: Record<string, unknown> }[] = []
  let down = false

  const answer = base.answer
  const byId = (id: string) => [...contracts.values()].find((contract) => contract.contract_id === id)

  async function handle(request: Request): Promise<Response> {
    if (down) throw new TypeError('connect failed')
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/v3/papay/')) return base.handle(request)
    const path = `${url.pathname}${url.search}`
    const text = await request.text()
    if (!(await signedByMerchant(merchant, request, path, text))) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' })
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>
    calls.push({ method: request.method, url: path, body })

    const h5 = url.pathname === '/v3/papay/scheduled-deduct-sign/contracts/pre-entrust-sign/h5'
    if (h5 || url.pathname === '/v3/papay/sign/contracts/pre-entrust-sign') {
      const code = String(body.out_contract_code)
      if (body.plan_id !== TEST_PLAN_ID || body.appid !== TEST_WECHAT.appid) return answer(400, { code: 'PARAM_ERROR', message: 'plan_id' })
      if (contracts.get(code)?.state === 'SIGNED' || contracts.get(code)?.state === 'TERMINATED')
        return answer(400, { code: 'CONTRACT_CODE_USED', message: '签约协议号已使用' })
      contracts.set(code, { out_contract_code: code, contract_id: `Wx${Date.now()}${code.slice(0, 8)}`, state: 'PRESIGNED', presign: body, scheduled: null })
      // H5预签约 answers only the redirect_url (the documented answer of the H5 pre-sign).
      if (h5) return answer(200, { redirect_url: `https://payapp.weixin.qq.com/papay/h5entrustweb?session_id=${code}` })
      return answer(200, {
        pre_entrustweb_id: `5778aadY9nltAsZzXixCkFIGYnV2V${code.slice(0, 4)}`,
        redirect_url: `https://payapp.weixin.qq.com/papay/entrustweb?code=${code}`,
      })
    }
    const schedule = /^\/v3\/papay\/pay\/schedules\/contract-id\/([^/]+)\/schedule$/.exec(url.pathname)
    if (schedule) {
      const contract = byId(decodeURIComponent(schedule[1]!))
      if (!contract || contract.state !== 'SIGNED') return answer(404, { code: 'RESOURCE_NOT_EXISTS', message: '协议不存在或已解约' })
      contract.scheduled = (body.schedule_amount as { total: number }).total
      return answer(200, {
        schedule_state: 'SCHEDULED',
        deduct_start_date: '2026-11-23',
        deduct_end_date: '2026-11-30',
        scheduled_amount: { total: contract.scheduled, currency: 'CNY' },
      })
    }
    if (url.pathname === '/v3/papay/pay/transactions/apply') {
      const contract = byId(String(body.contract_id))
      const total = (body.amount as { total: number }).total
      const outTradeNo = String(body.out_trade_no)
      if (!contract || contract.state !== 'SIGNED') return answer(403, { code: 'CONTRACT_ERROR', message: '协议不存在或已解约' })
      const known = deductions.get(outTradeNo)
      if (!known) {
        if (contract.scheduled !== total) return answer(400, { code: 'PARAM_ERROR', message: '扣费金额须等于预约金额' })
        contract.scheduled = null
        deductions.set(outTradeNo, { out_trade_no: outTradeNo, contract_id: contract.contract_id, total, request: body })
        base.orders.set(outTradeNo, { out_trade_no: outTradeNo, total, trade_state: 'NOTPAY', transaction_id: '', request: body })
      }
      return answer(200, { out_trade_no: outTradeNo, amount: { total, currency: 'CNY' } })
    }
    const terminate = /^\/v3\/papay\/sign\/contracts\/plan-id\/(\d+)\/out-contract-code\/([^/]+)\/terminate$/.exec(url.pathname)
    if (terminate) {
      const contract = contracts.get(decodeURIComponent(terminate[2]!))
      if (Number(terminate[1]) !== TEST_PLAN_ID || !contract || contract.state !== 'SIGNED')
        return answer(404, { code: 'RESOURCE_NOT_EXISTS', message: '协议不存在' })
      Object.assign(contract, { state: 'TERMINATED', termination_remark: String(body.contract_termination_remark) })
      return answer(204)
    }
    return answer(404, { code: 'NOT_FOUND', message: 'no such API' })
  }

  return {
    base,
    contracts,
    deductions,
    calls,
    handle,
    /** The payer signs at WeChat Pay: the contract is signed there and its ENTRUST.SIGN notification is returned, to post. */
    sign(code: string) {
      const contract = contracts.get(code)!
      contract.state = 'SIGNED'
      return wechatContractNotification(platform, { out_contract_code: code, contract_id: contract.contract_id, state: 'SIGNED' })
    },
    /** The payer ends the contract in WeChat: its ENTRUST.TERMINATE notification, to post. */
    terminateByPayer(code: string) {
      const contract = contracts.get(code)!
      contract.state = 'TERMINATED'
      return wechatContractNotification(platform, { out_contract_code: code, contract_id: contract.contract_id, state: 'TERMINATED' })
    },
    /** WeChat Pay deducts an accepted deduction: the order is paid there, and its notification returned. */
    pay(outTradeNo: string) {
      const deduction = deductions.get(outTradeNo)!
      base.pay(outTradeNo)
      return wechatDeductionNotification(platform, { out_trade_no: outTradeNo, total: deduction.total, contract_id: deduction.contract_id })
    },
    /** Every call fails at the network from now on (or again answers, with false). */
    setDown(value: boolean) {
      down = value
    },
  }
}
