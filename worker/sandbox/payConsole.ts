import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { OrderState } from '../../shared/payEnums'
import { safeRedirectPath, sameSiteUrl } from '../../shared/sameSite'
import { readConfig, type AppEnv } from '../env'
import { nowSeconds } from '../lib/clock'
import { payChannelNamed } from '../providers/pay'
import { sandboxContractNotificationRequest, sandboxNotificationRequest } from '../providers/pay/sandbox'
import { recordSandboxTake } from '../providers/pay/sandboxBill'
import {
  CHANNEL_EXPIRY_MARGIN_SECONDS,
  chargeSubscriptions,
  closeExpiredOrders,
  closeOrder,
  failInvoice,
  findContract,
  findOrder,
  handleContractNotification,
  handleNotification,
  issueInvoice,
  sendRenewalNotices,
  type NotificationOutcome,
  type OrderRow,
} from '../services/pay'
import { MAINLAND_PHONE } from '../../shared/validators'
import { sandboxReconciliation } from './reconcileConsole'
import { h5Page, jsapiPage, payConsolePage, payPage, type ConsoleInvoice, type ConsoleOrder } from './payViews'

const RECENT = 30

const payRequest = z.object({ times: z.coerce.number().int().min(1).max(2).default(1), amount: z.coerce.number().int().nonnegative().optional() })
const invoiceRequest = z.object({ action: z.enum(['issue', 'fail']), reason: z.string().trim().max(100).default('') })
const jobsRequest = z.object({
  advance_seconds: z.coerce
    .number()
    .int()
    .min(0)
    .max(400 * 86400)
    .default(0),
})

function isJson(c: Context<AppEnv>): boolean {
  return (c.req.header('content-type') ?? '').includes('json')
}

/** A JSON body or a form post, decoded without ever throwing. */
async function inputOf(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await c.req.arrayBuffer())
  if (!isJson(c)) return Object.fromEntries(new URLSearchParams(text))
  try {
    const value: unknown = JSON.parse(text || '{}')
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The channel's notification for an order, signed as the sandbox channel signs it, handled as the notify endpoint handles it. */
async function notify(c: Context<AppEnv>, order: OrderRow, kind: 'paid' | 'refund', amount = order.amount): Promise<NotificationOutcome> {
  const provider = payChannelNamed(c.env, 'sandbox')!
  const request = await sandboxNotificationRequest(readConfig(c.env).JWT_SECRET, {
    kind,
    out_trade_no: order.out_trade_no,
    amount,
    channel_trade_no: `sandbox-${kind}-${order.out_trade_no}`,
    time: nowSeconds(),
  })
  // The channel took the money (or gave it back) before it notifies: its ledger, and so its bill, says so.
  await recordSandboxTake(
    c.env.DB,
    { kind, out_trade_no: order.out_trade_no, amount, channel_trade_no: `sandbox-${kind}-${order.out_trade_no}`, time: nowSeconds() },
    true,
  )
  return (await handleNotification(c.env, provider, request, nowSeconds())).outcome
}

/**
 * The sandbox plays a channel, and a channel takes no money for an order it was told is
 * over: closed here, or past the expiry the charge gave it (a minute before ours).
 */
function takesPayment(order: OrderRow, now: number): boolean {
  return order.state === OrderState.Created && now < order.expires_at - CHANNEL_EXPIRY_MARGIN_SECONDS
}

const OUTCOME_LABELS: Record<NotificationOutcome | 'channel_closed', string> = {
  channel_closed: '订单已关闭，渠道未收款 / Order over: the channel took nothing',
  unknown: '未知通知，已拒绝 / Unknown notification: refused',
  wrong_channel: "非下单渠道的通知，已拒绝 / Not the order's channel: refused",
  paid: '支付成功 / Paid',
  refunded: '已退款 / Refunded',
  duplicate: '重复通知，未重复入账 / Duplicate: nothing credited again',
  bad_signature: '签名错误 / Bad signature',
  unknown_order: '订单不存在 / Unknown order',
  amount_mismatch: '金额不符，未入账 / Amount mismatch: nothing credited',
  not_paid: '订单未支付 / Order not paid',
  ignored: '通知已收到，无需处理 / Received, nothing to do',
}

async function recentOrders(db: D1Database, phone?: string): Promise<ConsoleOrder[]> {
  const where = phone ? 'WHERE u.phone = ?' : ''
  const statement = db.prepare(`SELECT o.*, u.phone FROM pay_orders o LEFT JOIN users u ON u.id = o.user_id ${where} ORDER BY o.id DESC LIMIT ${RECENT}`)
  const { results } = await (phone ? statement.bind(phone) : statement).all<ConsoleOrder>()
  return results
}

async function consoleView(c: Context<AppEnv>, message?: string) {
  const { results: invoices } = await c.env.DB.prepare(
    `SELECT id, org_id, title, invoice_type, amount, status, applied_at FROM pay_invoices ORDER BY id DESC LIMIT ${RECENT}`,
  ).all<ConsoleInvoice>()
  return payConsolePage(await recentOrders(c.env.DB), invoices, nowSeconds(), message)
}

/** Mounted at /__sandbox/pay by the sandbox console (which is 404 unless SANDBOX is on). */
export const sandboxPayConsole = new Hono<AppEnv>()
  .get('/', async (c) => c.html(await consoleView(c)))
  .route('/reconciliation', sandboxReconciliation)
  .get('/orders', async (c) => {
    const phone = new URL(c.req.url).searchParams.get('phone') ?? undefined
    if (phone !== undefined && !MAINLAND_PHONE.test(phone)) return c.json({ error: 'phone must be a mainland mobile number' }, 400)
    return c.json({ orders: await recentOrders(c.env.DB, phone) })
  })
  // The payer ends auto-renewal in their wallet: the sandbox channel's signed contract notification.
  .post('/contract/:uuid/unsign', async (c) => {
    const contract = await findContract(c.env.DB, c.req.param('uuid'))
    if (!contract) return c.json({ error: 'unknown contract' }, 404)
    const request = await sandboxContractNotificationRequest(readConfig(c.env).JWT_SECRET, {
      kind: 'terminated',
      contract_code: contract.contract_uuid,
      channel_contract_id: contract.channel_contract_id ?? `sandbox-${contract.contract_uuid}`,
      time: nowSeconds(),
    })
    const outcome = await handleContractNotification(c.env, payChannelNamed(c.env, 'sandbox')!, request, nowSeconds(), new URL(c.req.url).origin)
    return c.json({ outcome })
  })
  .post('/jobs', async (c) => {
    const parsed = jobsRequest.safeParse(await inputOf(c))
    if (!parsed.success) return c.json({ error: 'expected { advance_seconds? }' }, 400)
    const now = nowSeconds() + parsed.data.advance_seconds
    const result = {
      closed: await closeExpiredOrders(c.env, now),
      charged: await chargeSubscriptions(c.env, now, new URL(c.req.url).origin),
      notices: await sendRenewalNotices(c.env, now),
    }
    if (isJson(c)) return c.json(result)
    return c.html(await consoleView(c, `已关闭 ${result.closed} 个订单，扣费 ${result.charged} 次，发送续费提醒 ${result.notices} 条`))
  })
  .post('/invoice/:id', async (c) => {
    const parsed = invoiceRequest.safeParse(await inputOf(c))
    const id = Number(c.req.param('id'))
    if (!parsed.success || !Number.isInteger(id)) return c.json({ error: "expected { action: 'issue' | 'fail', reason? }" }, 400)
    const changed =
      parsed.data.action === 'issue'
        ? await issueInvoice(c.env.DB, id, nowSeconds())
        : await failInvoice(c.env.DB, id, parsed.data.reason || '开票信息有误，请重新申请')
    if (isJson(c)) return c.json({ changed })
    return c.html(await consoleView(c, changed ? `发票 #${id} 已${parsed.data.action === 'issue' ? '开具' : '标记为失败'}` : `发票 #${id} 不在申请中`))
  })
  .get('/order/:no', async (c) => c.html(payPage(await findOrder(c.env.DB, c.req.param('no')), nowSeconds())))
  .post('/order/:no/pay', async (c) => {
    const order = await findOrder(c.env.DB, c.req.param('no'))
    const parsed = payRequest.safeParse(await inputOf(c))
    if (!order || !parsed.success) return c.json({ error: 'unknown order or expected { times?, amount? }' }, order ? 400 : 404)
    const outcomes: (NotificationOutcome | 'channel_closed')[] = []
    for (let index = 0; index < parsed.data.times; index++)
      outcomes.push(takesPayment(order, nowSeconds()) ? await notify(c, order, 'paid', parsed.data.amount) : 'channel_closed')
    if (isJson(c)) return c.json({ outcomes })
    return c.html(payPage(await findOrder(c.env.DB, order.out_trade_no), nowSeconds(), outcomes.map((outcome) => OUTCOME_LABELS[outcome]).join('；')))
  })
  .post('/order/:no/close', async (c) => {
    const order = await findOrder(c.env.DB, c.req.param('no'))
    if (!order) return c.json({ error: 'unknown order' }, 404)
    const closed = await closeOrder(c.env.DB, order.out_trade_no, nowSeconds(), true)
    if (isJson(c)) return c.json({ closed })
    return c.html(payPage(await findOrder(c.env.DB, order.out_trade_no), nowSeconds(), closed ? '订单已关闭 / Closed' : '订单不是待支付状态 / Not waiting'))
  })
  .post('/order/:no/refund', async (c) => {
    const order = await findOrder(c.env.DB, c.req.param('no'))
    if (!order) return c.json({ error: 'unknown order' }, 404)
    const outcome = await notify(c, order, 'refund')
    if (isJson(c)) return c.json({ outcome })
    return c.html(payPage(await findOrder(c.env.DB, order.out_trade_no), nowSeconds(), OUTCOME_LABELS[outcome]))
  })
  .get('/order/:no/jsapi', async (c) => {
    const target = safeRedirectPath(c.req.query('return'), new URL(c.req.url).origin)
    return c.html(jsapiPage(await findOrder(c.env.DB, c.req.param('no')), target))
  })
  .post('/order/:no/jsapi', async (c) => {
    const order = await findOrder(c.env.DB, c.req.param('no'))
    const form = await inputOf(c)
    const target = sameSiteUrl(String(form.return ?? '/'), new URL(c.req.url).origin) ?? new URL('/', c.req.url)
    if (!order) return c.text('unknown order', 404)
    let result = 'cancel'
    if (form.action === 'pay' && order.state === OrderState.Created) result = (await notify(c, order, 'paid')) === 'paid' ? 'ok' : 'fail'
    target.searchParams.set('jsapi', result)
    target.searchParams.set('out_trade_no', order.out_trade_no)
    return c.redirect(`${target.pathname}${target.search}`, 302)
  })
  .get('/order/:no/h5', async (c) => {
    const target = safeRedirectPath(c.req.query('return'), new URL(c.req.url).origin)
    return c.html(h5Page(await findOrder(c.env.DB, c.req.param('no')), target))
  })
  // Paid or not, the payer lands on the return address as it is: like WeChat Pay H5's
  // redirect_url, it says nothing of the outcome, and the site asks the order's state.
  .post('/order/:no/h5', async (c) => {
    const order = await findOrder(c.env.DB, c.req.param('no'))
    const form = await inputOf(c)
    if (!order) return c.text('unknown order', 404)
    if (form.action === 'pay' && order.state === OrderState.Created) await notify(c, order, 'paid')
    return c.redirect(safeRedirectPath(String(form.return ?? '/'), new URL(c.req.url).origin), 302)
  })
