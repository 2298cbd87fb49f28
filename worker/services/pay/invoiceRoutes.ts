import { Hono } from 'hono'
import { payAccountCalls } from '../../../shared/contracts/payAccount'
import { ok } from '../../../shared/contracts/envelope'
import { PAY_MESSAGES } from '../../../shared/payMessages'
import { InvoiceStatus, PayCode } from '../../../shared/payEnums'
import { nowSeconds } from '../../lib/clock'
import { ServiceError } from '../../lib/serviceApp'
import { requirePayer, type PayEnv } from './context'
import { readConfig } from '../../env'
import { signedInvoiceLink } from './invoiceFiles'
import { applyInvoice, findInvoice, invoiceableOrders, invoiceDocument, invoiceHistory } from './invoices'
import { servesCallsWithLogin } from '../../lib/serve'

export const invoiceRoutes = new Hono<PayEnv>()
const { serveLoggedIn } = servesCallsWithLogin(invoiceRoutes, requirePayer)

serveLoggedIn(payAccountCalls.invoiceOrders, async (c) => ok({ list: await invoiceableOrders(c.env.DB, c.var.payer.orgId) }))

serveLoggedIn(payAccountCalls.invoiceApply, async (c, { body }) => ok(await applyInvoice(c.env.DB, c.var.payer.orgId, c.var.payer.userId, body, nowSeconds())))

serveLoggedIn(payAccountCalls.invoiceHistory, async (c, { query }) => ok(await invoiceHistory(c.env.DB, c.var.payer.orgId, query.page, query.page_size)))

serveLoggedIn(payAccountCalls.invoiceDownload, async (c, { query }) => {
  const invoice = await findInvoice(c.env.DB, query.id)
  if (!invoice || invoice.org_id !== c.var.payer.orgId) throw new ServiceError(PayCode.InvoiceNotFound, PAY_MESSAGES.invoiceNotFound)
  if (invoice.status !== InvoiceStatus.Issued) throw new ServiceError(PayCode.InvoiceNotFound, PAY_MESSAGES.invoiceNotIssued)
  // An invoice issued with its PDF (the console) downloads through a short-lived signed link; the sandbox's has a stand-in document.
  if (invoice.pdf_key) return c.redirect(await signedInvoiceLink(readConfig(c.env).JWT_SECRET, invoice.id, nowSeconds()), 302)
  return c.body(invoiceDocument(invoice), 200, {
    'content-type': 'text/html; charset=utf-8',
    'content-disposition': `attachment; filename="invoice-${invoice.invoice_no}.html"`,
    'cache-control': 'no-store',
  })
})
