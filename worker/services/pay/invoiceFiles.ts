import { Hono } from 'hono'
import { InvoiceStatus } from '../../../shared/payEnums'
import { readConfig, type AppEnv } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { findInvoice } from './invoices'

/**
 * Issued invoice PDFs (issue 29): an operator uploads the PDF to the FILES bucket; the
 * applicant's download answers a link to it signed for a few minutes, so the file is never
 * public and a forwarded link soon stops working. The link names the invoice and its expiry,
 * signed with HMAC-SHA256 under the session secret.
 */

export const INVOICE_FILES_PATH = '/files/invoices'
/** How long a download link works. */
export const INVOICE_LINK_SECONDS = 300
/** The largest PDF an operator may upload. */
export const MAX_INVOICE_PDF_BYTES = 10 * 1024 * 1024

export function invoicePdfKey(id: number): string {
  return `invoices/${id}/${crypto.randomUUID()}.pdf`
}

/** Whether bytes are a PDF file (its header), whatever the upload claimed. */
export function isPdf(bytes: Uint8Array): boolean {
  return new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-'
}

async function signature(secret: string, id: number, expires: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`invoice:${id}:${expires}`))
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The download link of an issued invoice's PDF, valid for INVOICE_LINK_SECONDS from `now`. */
export async function signedInvoiceLink(secret: string, id: number, now: number): Promise<string> {
  const expires = now + INVOICE_LINK_SECONDS
  return `${INVOICE_FILES_PATH}/${id}?expires=${expires}&sig=${await signature(secret, id, expires)}`
}

async function linkIsValid(secret: string, id: number, expires: string, sig: string, now: number): Promise<boolean> {
  const at = Number(expires)
  if (!Number.isSafeInteger(at) || at < now || at > now + INVOICE_LINK_SECONDS || !/^[0-9a-f]{64}$/.test(sig)) return false
  const expected = await signature(secret, id, at)
  // Compared in full, so the time taken says nothing about how much of a guess was right.
  let difference = 0
  for (let index = 0; index < expected.length; index++) difference |= expected.charCodeAt(index) ^ sig.charCodeAt(index)
  return difference === 0
}

const refused = (c: { text: (text: string, status: 403 | 404) => Response }) => c.text('下载链接已失效，请回到开票记录重新下载', 403)

/** GET /files/invoices/:id?expires&sig: the PDF, when the link is signed and current. */
export const invoiceFileRoutes = new Hono<AppEnv>().get('/:id{[0-9]{1,12}}', async (c) => {
  const id = Number(c.req.param('id'))
  if (!(await linkIsValid(readConfig(c.env).JWT_SECRET, id, c.req.query('expires') ?? '', c.req.query('sig') ?? '', nowSeconds()))) return refused(c)
  const invoice = await findInvoice(c.env.DB, id)
  const file = invoice?.status === InvoiceStatus.Issued && invoice.pdf_key ? await c.env.FILES.get(invoice.pdf_key) : null
  if (!invoice || !file) return c.text('发票文件不存在', 404)
  return new Response(file.body, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${invoice.invoice_no}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
})
