import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { payCalls } from '../../../shared/contracts/pay'
import { payAccountCalls } from '../../../shared/contracts/payAccount'
import { subscriptionContractResponse } from '../../../shared/contracts/schemas/pay'
import { contractStateResponse, orgPackagesResponse, orgSummaryResponse } from '../../../shared/contracts/schemas/payAccount'
import { enumerateCalls } from '../../../shared/contracts/enumerate'
import { enumerateInfoResponse } from '../../../shared/contracts/schemas/enumerate'
import { PAY_MESSAGES } from '../../../shared/payMessages'
import { CANCEL_REASONS } from '../../../shared/cancelReasons'
import { ContractState, UseStatus } from '../../../shared/payEnums'
import { nowSeconds } from '../../lib/clock'
import { api, DEMO, SANDBOX_ENV } from '../../test/accounts'
import { callRaw, creditCount, paidNotification, payApi, postNotification, resetPayAsDemo, tokenFor } from '../../test/pay'
import { chargeSubscriptions, renewalTradeNo, sendRenewalNotices } from './jobs'
import type { ContractRow } from './subscriptions'
import { addCycle } from './period'
import { SANDBOX_PAY_PATHS } from '../../../shared/sandboxPay'
import { ORIGIN } from '../../test/helpers'

const MONTHLY = 1101

describe('subscriptions', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
  })

  async function subscribe() {
    const answer = await payApi(payCalls.subscriptionContract.path, { token, body: { product_id: MONTHLY, pay_type: 33 } })
    return subscriptionContractResponse.parse(answer).data
  }

  async function contractState(uuid: string) {
    return contractStateResponse.parse(await payApi(payAccountCalls.subscriptionContractState.path, { token, body: { contract_uuid: uuid, app_id: 1 } })).data
  }

  it('signs by paying the first charge; polled by contract_uuid; then active with its next charge one month on', async () => {
    const signing = await subscribe()
    expect(signing.qr_svg).toMatch(/^<svg/)
    expect(signing.amount).toBe(9900)
    expect((await contractState(signing.contract_uuid)).state).toBe(ContractState.Signing)
    expect((await postNotification(paidNotification(signing.out_trade_no, 9900))).msg).toBe('paid')
    const active = await contractState(signing.contract_uuid)
    expect(active.state).toBe(ContractState.Active)
    expect(active.next_charge_at).toBe(addCycle(active.signed_at!, 1))
    const summary = orgSummaryResponse.parse(await payApi(payAccountCalls.subscriptionOrgSummary.path, { token })).data
    expect(summary).toMatchObject({ subscription_active: true, current: { contract_uuid: signing.contract_uuid } })
    const packages = orgPackagesResponse.parse(await payApi(payAccountCalls.orgPackages.path, { token })).data
    expect(packages.subscription?.contract_uuid).toBe(signing.contract_uuid)
    expect(packages.list[0]).toMatchObject({ name: '连续包月', use_status: UseStatus.InUse, total_count: 1000, left_count: 1000 })
  })

  it('a phone browser signs on the sandbox’s stand-in page (no QR): paying it there signs once and returns to the page with the order', async () => {
    const answer = await payApi(payCalls.subscriptionContract.path, {
      token,
      body: { product_id: MONTHLY, pay_type: 34, return_path: '/payment?product_id=1101' },
    })
    const signing = subscriptionContractResponse.parse(answer).data
    expect(signing.qr_svg).toBe('')
    const page = new URL(signing.pay_url)
    expect(page.pathname).toBe(SANDBOX_PAY_PATHS.h5Page(signing.out_trade_no))
    const returnTo = page.searchParams.get('return')!
    expect(returnTo).toBe(`${ORIGIN}/payment?product_id=1101&out_trade_no=${signing.out_trade_no}`)
    for (let attempt = 0; attempt < 2; attempt++) {
      const paid = await callRaw(page.pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: 'pay', return: returnTo }).toString(),
        redirect: 'manual',
      })
      expect(paid.headers.get('location')).toBe(`/payment?product_id=1101&out_trade_no=${signing.out_trade_no}`)
    }
    expect((await contractState(signing.contract_uuid)).state).toBe(ContractState.Active)
    expect(await creditCount(signing.out_trade_no)).toBe(1)
    // A fresh signing page for a contract still signing keeps the phone's way.
    const again = await payApi(payCalls.subscriptionPay.path, { token, body: { contract_uuid: signing.contract_uuid, app_id: 1, return_path: '/payment' } })
    expect(again).toMatchObject({ code: 37 })
  })

  it('refuses a return path that is not this site’s, and signing UnionPay’s auto-renewal on a phone', async () => {
    for (const returnPath of ['//evil.example/x', 'https://evil.example/x']) {
      expect((await payApi(payCalls.subscriptionContract.path, { token, body: { product_id: MONTHLY, pay_type: 33, return_path: returnPath } })).code).not.toBe(
        0,
      )
    }
    expect(await payApi(payCalls.subscriptionContract.path, { token, body: { product_id: MONTHLY, pay_type: 32, return_path: '/payment' } })).toMatchObject({
      code: 5045,
    })
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM pay_contracts WHERE state = 0').first<number>('n')).toBe(0)
  })

  it('37: subscribing again while a contract is active, or a fresh code for a contract already signed', async () => {
    const first = await subscribe()
    await postNotification(paidNotification(first.out_trade_no, 9900))
    expect(await payApi(payCalls.subscriptionContract.path, { token, body: { product_id: MONTHLY, pay_type: 33 } })).toMatchObject({
      code: 37,
      msg: PAY_MESSAGES.memberStatusUpdated,
    })
    expect(await payApi(payCalls.subscriptionPay.path, { token, body: { contract_uuid: first.contract_uuid } })).toMatchObject({ code: 37 })
  })

  it('subscription/pay gives a fresh first-charge code while signing', async () => {
    const first = await subscribe()
    const again = subscriptionContractResponse.parse(await payApi(payCalls.subscriptionPay.path, { token, body: { contract_uuid: first.contract_uuid } })).data
    expect(again.contract_uuid).toBe(first.contract_uuid)
    expect(again.out_trade_no).not.toBe(first.out_trade_no)
  })

  it('refuses one-time products and non-subscription methods', async () => {
    expect(await payApi(payCalls.subscriptionContract.path, { token, body: { product_id: 1002, pay_type: 33 } })).toMatchObject({ code: 5045 })
    expect(await payApi(payCalls.subscriptionContract.path, { token, body: { product_id: MONTHLY, pay_type: 6 } })).toMatchObject({ code: 5045 })
    expect(await payApi(payAccountCalls.subscriptionContractState.path, { token, body: { contract_uuid: 'nope-nope' } })).toMatchObject({ code: 5042 })
  })

  it('cancels at any time with a reason of enumerate type 77; no later charge', async () => {
    const reasons = enumerateInfoResponse.parse(await api(`${enumerateCalls.info.path}?type=77`)).data.list
    expect(reasons).toEqual(CANCEL_REASONS)
    const signing = await subscribe()
    await postNotification(paidNotification(signing.out_trade_no, 9900))
    expect(await payApi(payAccountCalls.subscriptionCancelContract.path, { token, body: { contract_uuid: signing.contract_uuid } })).toMatchObject({
      status: 400,
      msg: PAY_MESSAGES.cancelReason,
    })
    expect(
      await payApi(payAccountCalls.subscriptionCancelContract.path, { token, body: { contract_uuid: signing.contract_uuid, reason_id: 12345 } }),
    ).toMatchObject({
      status: 400,
      msg: PAY_MESSAGES.cancelReason,
    })
    const cancelled = await payApi<{ state: number; cancel_reason: string; next_charge_at: number | null }>(payAccountCalls.subscriptionCancelContract.path, {
      token,
      body: { contract_uuid: signing.contract_uuid, reason_id: 99, reason: '换用公司账号' },
    })
    expect(cancelled.data).toMatchObject({ state: ContractState.Cancelled, cancel_reason: '其他原因：换用公司账号', next_charge_at: null })
    // Cancelling twice changes nothing.
    expect(
      (await payApi(payAccountCalls.subscriptionCancelContract.path, { token, body: { contract_uuid: signing.contract_uuid, reason_id: 1 } })).data,
    ).toMatchObject({ cancel_reason: '其他原因：换用公司账号' })
    await chargeSubscriptions(SANDBOX_ENV, nowSeconds() + 40 * 86400)
    const renewals = await env.DB.prepare('SELECT COUNT(*) AS n FROM pay_orders WHERE contract_uuid = ?').bind(signing.contract_uuid).first('n')
    expect(renewals).toBe(1) // the first charge only
    expect(orgSummaryResponse.parse(await payApi(payAccountCalls.subscriptionOrgSummary.path, { token })).data.subscription_active).toBe(false)
  })

  it('the charge job charges each due period once, credited by the channel notification, and moves the next charge on', async () => {
    await env.DB.prepare("UPDATE pay_contracts SET state = 2 WHERE contract_uuid = 'demo-contract-103'").run()
    const signing = await subscribe()
    await postNotification(paidNotification(signing.out_trade_no, 9900))
    const { next_charge_at } = await contractState(signing.contract_uuid)
    expect(await chargeSubscriptions(SANDBOX_ENV, next_charge_at! - 1)).toBe(0)
    expect(await chargeSubscriptions(SANDBOX_ENV, next_charge_at!)).toBe(1)
    expect(await chargeSubscriptions(SANDBOX_ENV, next_charge_at!)).toBe(0)
    const renewal = renewalTradeNo({ contract_uuid: signing.contract_uuid, next_charge_at } as ContractRow)
    expect(renewal.length).toBeLessThanOrEqual(32)
    expect(await creditCount(renewal)).toBe(1)
    expect((await contractState(signing.contract_uuid)).next_charge_at).toBe(addCycle(next_charge_at!, 1))
  })

  it('renewal notices go out 5 days before each charge, once, and the user can read them', async () => {
    await env.DB.prepare("UPDATE pay_contracts SET state = 2 WHERE contract_uuid = 'demo-contract-103'").run()
    const signing = await subscribe()
    await postNotification(paidNotification(signing.out_trade_no, 9900))
    const { next_charge_at } = await contractState(signing.contract_uuid)
    expect(await sendRenewalNotices(env, next_charge_at! - 5 * 86400 - 1)).toBe(0)
    const sentAt = next_charge_at! - 5 * 86400
    expect(await sendRenewalNotices(env, sentAt)).toBe(1)
    expect(await sendRenewalNotices(env, sentAt + 60)).toBe(0)
    const notices = await payApi<{ list: { id: number; charge_at: number; sent_at: number; amount: number; read_at: number | null }[] }>(
      payAccountCalls.renewalNotices.path,
      { token },
    )
    expect(notices.data.list).toEqual([expect.objectContaining({ charge_at: next_charge_at, sent_at: sentAt, amount: 9900, read_at: null })])
    expect(orgSummaryResponse.parse(await payApi(payAccountCalls.subscriptionOrgSummary.path, { token })).data.notices).toHaveLength(1)
    expect((await payApi(payAccountCalls.renewalNoticeRead.path, { token, body: { id: notices.data.list[0]!.id } })).code).toBe(0)
    expect(orgSummaryResponse.parse(await payApi(payAccountCalls.subscriptionOrgSummary.path, { token })).data.notices).toHaveLength(0)
  })

  it('a payer who ends auto-renewal in the sandbox wallet cancels it here, once; a forged contract notification is refused', async () => {
    const signing = await subscribe()
    await postNotification(paidNotification(signing.out_trade_no, 9900))
    const forged = await callRaw('/__pay/contract/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-pay-signature': '0'.repeat(64) },
      body: JSON.stringify({ kind: 'terminated', contract_code: signing.contract_uuid, channel_contract_id: 'x', time: nowSeconds() }),
    })
    expect(forged.status).toBe(401)
    expect((await contractState(signing.contract_uuid)).state).toBe(ContractState.Active)
    const unsign = () => callRaw(`/__sandbox/pay/contract/${signing.contract_uuid}/unsign`, { method: 'POST' })
    expect(await (await unsign()).json()).toEqual({ outcome: 'terminated' })
    expect(await (await unsign()).json()).toEqual({ outcome: 'duplicate' })
    expect(await contractState(signing.contract_uuid)).toMatchObject({
      state: ContractState.Cancelled,
      cancel_reason: PAY_MESSAGES.contractEndedAtChannel,
      next_charge_at: null,
    })
  })

  it('the demo organisation shows packages in use, used and expired, and its subscription with a notice', async () => {
    const vip = await tokenFor(DEMO.vip.id)
    const packages = orgPackagesResponse.parse(await payApi(payAccountCalls.orgPackages.path, { token: vip })).data
    expect(new Set(packages.list.map((item) => item.use_status))).toEqual(new Set([UseStatus.InUse, UseStatus.Used, UseStatus.Expired]))
    expect(packages.subscription).toMatchObject({ contract_uuid: 'demo-contract-103', state: ContractState.Active })
    const summary = orgSummaryResponse.parse(await payApi(payAccountCalls.subscriptionOrgSummary.path, { token: vip })).data
    expect(summary.notices).toHaveLength(1)
    expect((await callRaw('/__sandbox/pay')).status).toBe(200)
  })
})
