import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { readConfig, type WorkerFetch } from '../env'
import { nowSeconds } from '../lib/clock'
import { log } from '../lib/log'
import { accessSettings, assertionOf, verifyAccessAssertion } from './access'
import { listAudit } from './audit'
import { newRefundNo, orderDetail, readSearch, refundOrder, searchOrders, type RefundForm } from './orders'
import { listRuns } from '../services/pay'
import { listMismatches, resolveMismatch } from './reconciliation'
import { formOfValues, readConfigForm, readConfigValues, saveConfig } from './config'
import { configPage } from './configPage'
import { adjustPoints, emptyAdjustForm, readAdjustForm, type AdjustForm } from './points'
import { pointsPage } from './pointsPage'
import { failApplication, issueWithPdf, listInvoices } from './invoices'
import { invoicesPage } from './invoicesPage'
import { attribution, attributionCsv, readRange } from './attribution'
import { attributionPage } from './attributionPage'
import { campaignRoutes } from './campaignRoutes'
import { allowed, formOf, requireRole, uploadedFile, type AdminContext, type AdminEnv } from './guard'
import { addUrlLimit, EMPTY_URL_LIMIT, listUrlLimits, readUrlLimitForm, removeUrlLimit } from './urlLimits'
import { urlLimitsPage } from './urlLimitsPage'
import { orderPage, ordersPage } from './ordersPage'
import { reconciliationPage } from './reconciliationPage'
import { ADMIN_STYLE, auditPage, forbiddenPage, homePage, notFoundPage, refusedPage, type Message } from './views'

/**
 * The operator console (issue 29, decision 032), the one door of worker/admin/: mounted at
 * /admin. Every request — pages, forms, the style sheet — passes the Access check first;
 * every action is allowed by the role table (./guard), and every change is written to the
 * audit log by the action itself, in the same batch as the change.
 */

/** The Access check: a verified assertion of a configured email, or 403 (404 when no Access is configured at all). */
function accessCheck(inProcess: WorkerFetch) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const settings = accessSettings(readConfig(c.env), c.req.url)
    if (!settings) return c.text('Not Found', 404)
    c.header('cache-control', 'no-store')
    // The sandbox's certs are served by this same worker: fetched in-process, not over the network.
    const fetchCerts = settings.sandbox
      ? (url: string) => Promise.resolve(inProcess(new Request(url), c.env, c.executionCtx))
      : (url: string) => fetch(url, { headers: { accept: 'application/json' } })
    const result = await verifyAccessAssertion(assertionOf(c.req.raw.headers, settings), settings, fetchCerts, nowSeconds())
    if (!result.ok) {
      log('warn', 'admin.refused', { reason: result.reason, path: c.req.path, requestId: c.get('requestId') })
      return c.html(refusedPage(settings.sandbox), 403)
    }
    // Forms post only from the console itself (the Access cookie would ride along on a cross-site post).
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const origin = c.req.header('origin')
      if (origin && origin !== new URL(c.req.url).origin) return c.html(forbiddenPage({ email: result.email, role: result.role }), 403)
    }
    c.set('viewer', { email: result.email, role: result.role })
    await next()
  })
}

export function adminConsole(inProcess: WorkerFetch) {
  return new Hono<AdminEnv>()
    .use(accessCheck(inProcess))
    .get('/admin.css', (c) => c.body(ADMIN_STYLE, 200, { 'content-type': 'text/css; charset=utf-8' }))
    .get('/', requireRole('read'), (c) => c.html(homePage(c.get('viewer'))))
    .get('/audit', requireRole('read'), async (c) => c.html(auditPage(c.get('viewer'), await listAudit(c.env.DB))))
    .get('/orders', requireRole('read'), async (c) => {
      const { search, error, empty } = readSearch(c.req.query())
      const rows = error || empty ? null : await searchOrders(c.env.DB, search)
      return c.html(ordersPage(c.get('viewer'), { search, error, rows }), error ? 400 : 200)
    })
    .get('/orders/:tradeNo', requireRole('read'), async (c) => orderView(c, { out_refund_no: newRefundNo(), amount: '', reason: '' }))
    .post('/orders/:tradeNo/refund', requireRole('refund'), async (c) => {
      const body = await formOf(c)
      const form = { out_refund_no: body.out_refund_no ?? '', amount: (body.amount ?? '').trim(), reason: body.reason ?? '' }
      const outcome = await refundOrder(c.env, c.get('viewer'), c.req.param('tradeNo'), form, nowSeconds(), c.get('requestId'))
      // A refused form keeps what was typed (and its refund number); a done one offers a fresh form.
      const next = outcome.ok ? { out_refund_no: newRefundNo(), amount: '', reason: '' } : form
      return orderView(c, next, { ok: outcome.ok, text: outcome.message }, outcome.ok ? 200 : 400)
    })
    .get('/invoices', requireRole('read'), async (c) => invoicesView(c, !c.req.query('all')))
    .post('/invoices/:id{[0-9]{1,12}}/issue', requireRole('handleInvoice'), async (c) => {
      const file = await uploadedFile(c, 'pdf')
      const outcome = await issueWithPdf(c.env, c.get('viewer'), Number(c.req.param('id')), file, nowSeconds(), c.get('requestId'))
      return invoicesView(c, false, { ok: outcome.ok, text: outcome.message })
    })
    .post('/invoices/:id{[0-9]{1,12}}/fail', requireRole('handleInvoice'), async (c) => {
      const id = Number(c.req.param('id'))
      const reason = (await formOf(c)).reason ?? ''
      const outcome = await failApplication(c.env.DB, c.get('viewer'), id, reason, nowSeconds(), c.get('requestId'))
      return invoicesView(c, false, { ok: outcome.ok, text: outcome.message }, outcome.ok ? undefined : { id, reason })
    })
    .route('/', campaignRoutes)
    .get('/attribution', requireRole('read'), async (c) => {
      const read = readRange(c.req.query(), nowSeconds())
      if ('error' in read) return c.html(attributionPage(c.get('viewer'), { range: read.range, rows: [], error: read.error }), 400)
      return c.html(attributionPage(c.get('viewer'), { range: read.range, rows: await attribution(c.env.DB, read.range) }))
    })
    .get('/attribution.csv', requireRole('read'), async (c) => {
      const read = readRange(c.req.query(), nowSeconds())
      if ('error' in read) return c.text(read.error, 400)
      const csv = attributionCsv(await attribution(c.env.DB, read.range))
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="attribution-${read.range.from}-${read.range.to}.csv"`,
      })
    })
    .get('/points', requireRole('read'), (c) =>
      c.html(pointsPage(c.get('viewer'), { form: emptyAdjustForm(nowSeconds()), canAdjust: allowed(c.get('viewer').role, 'adjustPoints') })),
    )
    .post('/points', requireRole('adjustPoints'), async (c) => {
      const body = await formOf(c)
      const now = nowSeconds()
      const form: AdjustForm = { phones: body.phones ?? '', points: body.points ?? '', type: body.type ?? '', batch: body.batch ?? '', note: body.note ?? '' }
      const read = readAdjustForm(form)
      if ('error' in read) return c.html(pointsPage(c.get('viewer'), { form, canAdjust: true, message: { ok: false, text: read.error } }), 400)
      const results = await adjustPoints(c.env.DB, c.get('viewer'), form, read.entries, read.type, now, c.get('requestId'))
      const credited = results.filter((row) => row.outcome === 'credited').length
      // The batch is done: a fresh form gets a new batch id; posting this one again credits nobody twice.
      return c.html(
        pointsPage(c.get('viewer'), { form: emptyAdjustForm(now), canAdjust: true, results, message: { ok: true, text: `已为 ${credited} 个账号发放积分` } }),
      )
    })
    .get('/config', requireRole('read'), async (c) =>
      c.html(configPage(c.get('viewer'), { form: formOfValues(await readConfigValues(c.env.DB)), canEdit: allowed(c.get('viewer').role, 'editConfig') })),
    )
    .post('/config', requireRole('editConfig'), async (c) => {
      const form = await formOf(c)
      const read = readConfigForm(form)
      if ('error' in read) return c.html(configPage(c.get('viewer'), { form, canEdit: true, message: { ok: false, text: read.error } }), 400)
      const { changed } = await saveConfig(c.env.DB, c.env.CACHE, c.get('viewer'), read.values, nowSeconds(), c.get('requestId'))
      const text = changed.length === 0 ? '没有改动' : `已保存 ${changed.length} 项配置`
      return c.html(configPage(c.get('viewer'), { form: formOfValues(await readConfigValues(c.env.DB)), canEdit: true, message: { ok: true, text } }))
    })
    .get('/url-limits', requireRole('read'), async (c) => urlLimitsView(c))
    .post('/url-limits', requireRole('editConfig'), async (c) => {
      const body = await formOf(c)
      const form = { pattern: body.pattern ?? '', note: body.note ?? '' }
      const read = readUrlLimitForm(form)
      if ('error' in read) return urlLimitsView(c, { ok: false, text: read.error }, form, 400)
      const added = await addUrlLimit(c.env.DB, c.get('viewer'), read, nowSeconds(), c.get('requestId'))
      if (!added) return urlLimitsView(c, { ok: false, text: `${read.pattern} 已在限制中` }, form, 400)
      return urlLimitsView(c, { ok: true, text: `已限制 ${read.pattern}` })
    })
    .post('/url-limits/remove/:id', requireRole('editConfig'), async (c) => {
      const removed = await removeUrlLimit(c.env.DB, c.get('viewer'), Number(c.req.param('id')), nowSeconds(), c.get('requestId'))
      return urlLimitsView(c, removed ? { ok: true, text: '已解除限制' } : { ok: false, text: '该限制已不存在' }, EMPTY_URL_LIMIT, removed ? 200 : 404)
    })
    .get('/reconciliation', requireRole('read'), async (c) => reconciliationView(c, !c.req.query('all')))
    .post('/reconciliation/:id', requireRole('resolveMismatch'), async (c) => {
      const body = await formOf(c)
      const id = Number(c.req.param('id'))
      const typed = { id, resolution: body.resolution ?? '', note: body.note ?? '' }
      const result =
        Number.isSafeInteger(id) && id > 0
          ? await resolveMismatch(c.env.DB, c.get('viewer'), id, typed, nowSeconds(), c.get('requestId'))
          : { ok: false, message: '对账差异不存在' }
      return reconciliationView(c, false, { ok: result.ok, text: result.message }, result.ok ? undefined : typed)
    })
}

async function urlLimitsView(c: AdminContext, message?: Message, form = EMPTY_URL_LIMIT, status: 200 | 400 | 404 = 200) {
  const viewer = c.get('viewer')
  return c.html(urlLimitsPage(viewer, { rows: await listUrlLimits(c.env.DB), canEdit: allowed(viewer.role, 'editConfig'), form, message }), status)
}

async function invoicesView(c: AdminContext, onlyApplying: boolean, message: Message = null, typed?: { id: number; reason: string }) {
  const rows = await listInvoices(c.env.DB, onlyApplying)
  const canHandle = allowed(c.get('viewer').role, 'handleInvoice')
  return c.html(invoicesPage(c.get('viewer'), { rows, onlyApplying, canHandle, message, typed }), message && !message.ok ? 400 : 200)
}

async function reconciliationView(c: AdminContext, onlyOpen: boolean, message: Message = null, typed?: { id: number; resolution: string; note: string }) {
  const [rows, runs] = await Promise.all([listMismatches(c.env.DB, onlyOpen), listRuns(c.env.DB)])
  const canResolve = allowed(c.get('viewer').role, 'resolveMismatch')
  return c.html(reconciliationPage(c.get('viewer'), { rows, runs, onlyOpen, canResolve, message, typed }), message && !message.ok ? 400 : 200)
}

async function orderView(c: AdminContext, form: RefundForm, message: { ok: boolean; text: string } | null = null, status: 200 | 400 = 200) {
  const tradeNo = c.req.param('tradeNo') ?? ''
  const detail = await orderDetail(c.env.DB, tradeNo)
  const viewer = c.get('viewer')
  if (!detail) return c.html(notFoundPage(viewer, '订单不存在', { href: '/admin/orders', text: '返回订单查询' }), 404)
  const audit = await listAudit(c.env.DB, { target: tradeNo })
  return c.html(orderPage(viewer, { detail, audit, canRefund: allowed(viewer.role, 'refund'), form, message }), status)
}
