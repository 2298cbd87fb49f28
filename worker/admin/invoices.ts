import { InvoiceStatus } from '../../shared/payEnums'
import { failInvoiceStatements, invoicePdfKey, isPdf, issueInvoiceStatement, MAX_INVOICE_PDF_BYTES, type InvoiceRow } from '../services/pay'
import { auditStatement } from './audit'
import type { Viewer } from './views'

/**
 * The invoice queue of the console (issue 29): finance issues an application by uploading
 * its PDF (kept in the FILES bucket), or fails it with a reason the applicant sees in
 * /profile/invoicing-history. Each change and its audit entry are one batch, and only an
 * application still applying changes: a second click does nothing twice.
 */

export type AdminInvoice = InvoiceRow & { phone: string | null }

export async function listInvoices(db: D1Database, onlyApplying: boolean): Promise<AdminInvoice[]> {
  const where = onlyApplying ? `WHERE i.status = ${InvoiceStatus.Applying}` : ''
  const { results } = await db
    .prepare(
      `SELECT i.*, u.phone FROM pay_invoices i LEFT JOIN users u ON u.id = i.user_id ${where} ORDER BY i.status = ${InvoiceStatus.Applying} DESC, i.applied_at DESC, i.id DESC LIMIT 200`,
    )
    .all<AdminInvoice>()
  return results
}

export type InvoiceOutcome = { ok: boolean; message: string }

const snapshot = (row: InvoiceRow) => ({ status: row.status, invoice_no: row.invoice_no, fail_reason: row.fail_reason, pdf_key: row.pdf_key })

async function findRow(db: D1Database, id: number): Promise<InvoiceRow | null> {
  return db.prepare('SELECT * FROM pay_invoices WHERE id = ?').bind(id).first<InvoiceRow>()
}

export async function issueWithPdf(
  env: { DB: D1Database; FILES: R2Bucket },
  viewer: Viewer,
  id: number,
  file: File | null,
  now: number,
  requestId = '',
): Promise<InvoiceOutcome> {
  const before = await findRow(env.DB, id)
  if (!before) return { ok: false, message: '开票申请不存在' }
  if (before.status !== InvoiceStatus.Applying) return { ok: false, message: '该申请已处理' }
  if (!file || file.size === 0) return { ok: false, message: '请选择发票 PDF 文件' }
  if (file.size > MAX_INVOICE_PDF_BYTES) return { ok: false, message: '发票文件不能超过 10MB' }
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!isPdf(bytes)) return { ok: false, message: '请上传 PDF 格式的发票' }
  const key = invoicePdfKey(id)
  await env.FILES.put(key, bytes, { httpMetadata: { contentType: 'application/pdf' } })
  const [issued] = await env.DB.batch([
    issueInvoiceStatement(env.DB, id, now, key),
    auditStatement(
      env.DB,
      viewer,
      {
        action: 'invoice.issue',
        target: `invoice:${id}`,
        before: snapshot(before),
        after: { status: InvoiceStatus.Issued, pdf_key: key, bytes: bytes.length },
      },
      now,
      requestId,
      { onlyIfPreviousChanged: true },
    ),
  ])
  if (issued?.meta.changes !== 1) {
    // Someone else handled it in between: their outcome stands, this upload goes.
    await env.FILES.delete(key)
    return { ok: false, message: '该申请已处理' }
  }
  return { ok: true, message: `已开具发票（申请 ${id}）` }
}

export async function failApplication(db: D1Database, viewer: Viewer, id: number, reason: string, now: number, requestId = ''): Promise<InvoiceOutcome> {
  const text = reason.trim()
  if (!text) return { ok: false, message: '请填写开票失败原因' }
  if (text.length > 100) return { ok: false, message: '开票失败原因不能超过 100 个字' }
  const before = await findRow(db, id)
  if (!before) return { ok: false, message: '开票申请不存在' }
  const [update, releaseClaims] = failInvoiceStatements(db, id, text)
  const [failed] = await db.batch([
    update,
    auditStatement(
      db,
      viewer,
      { action: 'invoice.fail', target: `invoice:${id}`, before: snapshot(before), after: { status: InvoiceStatus.Failed, fail_reason: text } },
      now,
      requestId,
      { onlyIfPreviousChanged: true },
    ),
    releaseClaims,
  ])
  return failed?.meta.changes === 1 ? { ok: true, message: `已标记开票失败（申请 ${id}）` } : { ok: false, message: '该申请已处理' }
}
