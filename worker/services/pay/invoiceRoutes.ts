import { Hono } from 'hono'
import { invoiceApplyRequest, invoiceDownloadQuery, invoiceHistoryQuery, payPaths } from '../../../shared/contracts/pay'
import { ok } from '../../../shared/contracts/envelope'
import { PAY_MESSAGES } from '../../../shared/messages'
import { InvoiceStatus, PayCode } from '../../../shared/payEnums'
import { nowSeconds } from '../../lib/clock'
import { readJson, readQuery } from '../../lib/input'
import { ServiceError } from '../../lib/serviceApp'
import { requirePayer, type PayEnv } from './context'
import { readConfig } from '../../env'
import { signedInvoiceLink } from './invoiceFiles'
import { applyInvoice, findInvoice, invoiceableOrders, invoiceDocument, invoiceHistory } from './invoices'

export const invoiceRoutes = new Hono<PayEnv>()
  .get(payPaths.invoiceOrders, requirePayer, async (c) => c.json(ok({ list: await invoiceableOrders(c.env.DB, c.var.payer.orgId) })))
  .post(payPaths.invoiceApply, requirePayer, async (c) => {
    const form = await readJson(c, invoiceApplyRequest)
    return c.json(ok(await applyInvoice(c.env.DB, c.var.payer.orgId, c.var.payer.userId, form, nowSeconds())))
  })
  .get(payPaths.invoiceHistory, requirePayer, async (c) => {
    const { page, page_size } = readQuery(c, invoiceHistoryQuery)
    return c.json(ok(await invoiceHistory(c.env.DB, c.var.payer.orgId, page, page_size)))
  })
  .get(payPaths.invoiceDownload, requirePayer, async (c) => {
    const { id } = readQuery(c, invoiceDownloadQuery)
    const invoice = await findInvoice(c.env.DB, id)
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
