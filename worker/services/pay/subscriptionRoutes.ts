import { Hono, type Context } from 'hono'
import { payCalls } from '../../../shared/contracts/pay'
import { payAccountCalls } from '../../../shared/contracts/payAccount'
import { ok } from '../../../shared/contracts/envelope'
import { OUT_TRADE_NO_HEADER, PAYMENT_TIMEOUT_SECONDS } from '../../../shared/constants'
import { PAY_MESSAGES } from '../../../shared/payMessages'
import { CANCEL_REASONS } from '../../../shared/cancelReasons'
import { BillingCycle, ContractState, PayCode, PayMethod, TradeType } from '../../../shared/payEnums'
import { nowSeconds } from '../../lib/clock'
import { log } from '../../lib/log'
import type { Charge, ContractSignRequest, PayProvider } from '../../providers/pay/provider'
import { ServiceError } from '../../lib/serviceApp'
import { acceptsMethod, findProduct, type ProductRow } from './catalogue'
import { appIdOf, chargeOf, requirePayer, requireProvider, type Payer, type PayEnv } from './context'
import { contractCode, DEDUCTION_WINDOW_SECONDS, endAtChannel } from './contracts'
import { orgPackages } from '../credits'
import { h5ReturnUrl } from './orderRoutes'
import { findOrder, insertOrderStatement } from './orders'
import { qrSvg } from './qr'
import { servesCallsWithLogin } from '../../lib/serve'
import { activeContract, cancelContract, contractView, orgContract, orgContracts, orgNotices } from './subscriptions'

/** The channel's signing page for a contract, or a 503 when it refuses or cannot be reached. */
async function signatureOf(provider: PayProvider, request: ContractSignRequest): Promise<Charge> {
  try {
    return await provider.signContract!(request)
  } catch (error) {
    log('error', 'pay.sign_failed', { channel: provider.name, contract_code: request.contractCode, error })
    throw new ServiceError(PayCode.PayUnavailable, PAY_MESSAGES.payUnavailable, 503)
  }
}

/** WeChat Pay and Alipay sign on a phone's browser (UnionPay's auto-renewal has no channel). */
const H5_SIGN_PAY_TYPES: readonly number[] = [PayMethod.WechatTs, PayMethod.AlipayTs]

/** 138****8000: the account as the channel's signing page shows it. */
function maskedPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}

/**
 * The contract's first charge and its QR. Where the channel signs contracts itself
 * (decision 030) the QR is its signing page and the order is the first period's
 * deduction, made once the channel notifies the signature; otherwise (the sandbox) paying
 * the order signs the contract.
 */
async function firstCharge(
  c: Context<PayEnv>,
  payer: Payer,
  product: ProductRow,
  contractUuid: string,
  payType: number,
  payScene: number,
  returnPath: string | undefined,
  create?: D1PreparedStatement,
) {
  const provider = requireProvider(c.env, payType)
  const signs = Boolean(provider.signContract)
  // A phone outside WeChat (a return path given) signs on the channel's mobile page, not a QR.
  const h5 = returnPath !== undefined
  if (h5 && !H5_SIGN_PAY_TYPES.includes(payType)) throw new ServiceError(PayCode.PayMethodNotAllowed, PAY_MESSAGES.payMethodNotAllowed)
  const now = nowSeconds()
  const { statement, outTradeNo } = insertOrderStatement(c.env.DB, {
    expiresAt: signs ? now + DEDUCTION_WINDOW_SECONDS : undefined,
    orgId: payer.orgId,
    userId: payer.userId,
    product,
    payType,
    // The first order of a signing channel is the first period's deduction; only the sandbox's is paid on a page.
    tradeType: h5 && !signs ? TradeType.Mweb : TradeType.Native,
    payScene,
    contractUuid,
    now,
  })
  await c.env.DB.batch(create ? [create, statement] : [statement])
  const order = (await findOrder(c.env.DB, outTradeNo))!
  const origin = new URL(c.req.url).origin
  const payerIp = c.req.header('cf-connecting-ip')?.trim() || undefined
  const returnUrl = h5 ? h5ReturnUrl(origin, returnPath, outTradeNo) : undefined
  const qr = (code: string) => (h5 ? '' : qrSvg(code))
  if (signs) {
    const signature = await signatureOf(provider, {
      contractCode: contractCode(contractUuid),
      amount: order.amount,
      cycle: product.cycle,
      description: order.product_name,
      displayAccount: maskedPhone(payer.phone),
      userCode: String(payer.userId),
      origin,
      firstDeductionAt: now,
      payerIp,
      returnUrl,
    })
    c.header(OUT_TRADE_NO_HEADER, outTradeNo)
    // The signing page lasts as long as a payment's QR; the deduction's order waits longer.
    const expiresAt = now + PAYMENT_TIMEOUT_SECONDS
    return ok({
      contract_uuid: contractUuid,
      out_trade_no: outTradeNo,
      amount: order.amount,
      expires_at: expiresAt,
      pay_url: signature.payUrl,
      qr_svg: qr(signature.codeUrl),
    })
  }
  const charge = await chargeOf(provider, {
    outTradeNo,
    amount: order.amount,
    description: order.product_name,
    payType: payType as never,
    tradeType: order.trade_type as never,
    origin,
    expiresAt: order.expires_at,
    ...(h5 ? { payerIp, returnUrl } : {}),
  })
  c.header(OUT_TRADE_NO_HEADER, outTradeNo)
  return ok({
    contract_uuid: contractUuid,
    out_trade_no: outTradeNo,
    amount: order.amount,
    expires_at: order.expires_at,
    pay_url: charge.payUrl,
    qr_svg: qr(charge.codeUrl),
  })
}

function checkSubscribable(product: ProductRow, payType: number): void {
  if (product.cycle === BillingCycle.OneTime || !acceptsMethod(product, payType))
    throw new ServiceError(PayCode.PayMethodNotAllowed, PAY_MESSAGES.payMethodNotAllowed)
}

/** 37: the organisation's membership changed since the page was drawn (already subscribed, contract signed meanwhile). */
function memberStatusUpdated(): ServiceError {
  return new ServiceError(PayCode.MemberStatusUpdated, PAY_MESSAGES.memberStatusUpdated)
}

export const subscriptionRoutes = new Hono<PayEnv>()
const { serveLoggedIn } = servesCallsWithLogin(subscriptionRoutes, requirePayer)

serveLoggedIn(payCalls.subscriptionContract, async (c, { body }) => {
  requireProvider(c.env, body.pay_type)
  const product = await findProduct(c.env.DB, body.product_id, appIdOf(c, body.app_id))
  checkSubscribable(product, body.pay_type)
  const payer = c.var.payer
  if (await activeContract(c.env.DB, payer.orgId)) throw memberStatusUpdated()
  const contractUuid = crypto.randomUUID()
  const create = c.env.DB.prepare(
    `INSERT INTO pay_contracts (contract_uuid, org_id, user_id, product_id, product_name, pay_type, amount, cycle, state, created_at, site_origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ${ContractState.Signing}, ?, ?)`,
  ).bind(
    contractUuid,
    payer.orgId,
    payer.userId,
    product.id,
    product.name,
    body.pay_type,
    product.price,
    product.cycle,
    nowSeconds(),
    new URL(c.req.url).origin,
  )
  return firstCharge(c, payer, product, contractUuid, body.pay_type, body.pay_scene, body.return_path, create)
})

serveLoggedIn(payCalls.subscriptionPay, async (c, { body }) => {
  const contract = await orgContract(c.env.DB, body.contract_uuid, c.var.payer.orgId)
  if (contract.state !== ContractState.Signing) throw memberStatusUpdated()
  const product = await findProduct(c.env.DB, contract.product_id)
  const first = await c.env.DB.prepare('SELECT pay_scene FROM pay_orders WHERE contract_uuid = ? ORDER BY id LIMIT 1')
    .bind(contract.contract_uuid)
    .first<number>('pay_scene')
  return firstCharge(c, c.var.payer, product, contract.contract_uuid, contract.pay_type, first ?? 1, body.return_path)
})

serveLoggedIn(payAccountCalls.subscriptionCancelContract, async (c, { body }) => {
  if (!CANCEL_REASONS.some((reason) => reason.value === body.reason_id)) throw new ServiceError(400, PAY_MESSAGES.cancelReason, 400)
  const contract = await orgContract(c.env.DB, body.contract_uuid, c.var.payer.orgId)
  const label = CANCEL_REASONS.find((reason) => reason.value === body.reason_id)!.label
  const reason = body.reason ? `${label}：${body.reason}` : label
  // A contract signed at a channel ends there first: were it cancelled only here, the channel would keep it.
  try {
    await endAtChannel(c.env, contract, reason)
  } catch (error) {
    log('error', 'pay.cancel_at_channel_failed', { contract_uuid: contract.contract_uuid, error })
    throw new ServiceError(PayCode.PayUnavailable, PAY_MESSAGES.payUnavailable, 503)
  }
  const cancelled = await cancelContract(c.env.DB, contract, body.reason_id, reason, nowSeconds())
  return ok(contractView(cancelled))
})

serveLoggedIn(payAccountCalls.subscriptionContractState, async (c, { body }) =>
  ok(contractView(await orgContract(c.env.DB, body.contract_uuid, c.var.payer.orgId))),
)

serveLoggedIn(payAccountCalls.subscriptionOrgSummary, async (c) => {
  const orgId = c.var.payer.orgId
  const [current, contracts, notices] = await Promise.all([activeContract(c.env.DB, orgId), orgContracts(c.env.DB, orgId), orgNotices(c.env.DB, orgId, true)])
  return ok({ subscription_active: current !== null, current: current && contractView(current), contracts: contracts.map(contractView), notices })
})

serveLoggedIn(payAccountCalls.orgPackages, async (c) => {
  const orgId = c.var.payer.orgId
  const [list, current] = await Promise.all([orgPackages(c.env.DB, orgId, nowSeconds()), activeContract(c.env.DB, orgId)])
  return ok({ list, subscription: current && contractView(current) })
})

serveLoggedIn(payAccountCalls.renewalNotices, async (c) => ok({ list: await orgNotices(c.env.DB, c.var.payer.orgId, false) }))

serveLoggedIn(payAccountCalls.renewalNoticeRead, async (c, { body }) => {
  await c.env.DB.prepare('UPDATE pay_renewal_notices SET read_at = ? WHERE id = ? AND org_id = ? AND read_at IS NULL')
    .bind(nowSeconds(), body.id, c.var.payer.orgId)
    .run()
  return ok(null)
})
