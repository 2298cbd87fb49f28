import { chinaDay } from '../../../shared/chinaTime'
import type { Invoice, InvoiceApplyRequest } from '../../../shared/contracts/schemas/payAccount'
import { PAY_MESSAGES } from '../../../shared/payMessages'
import { InvoiceStatus, OrderState, PayCode } from '../../../shared/payEnums'
import { formatPrice } from '../../../shared/price'
import { ServiceError } from '../../lib/serviceApp'

export interface InvoiceRow {
  id: number
  org_id: number
  invoice_type: 'pc' | 'bs'
  title_type: number
  title: string
  tax_code: string
  email: string
  amount: number
  out_trade_nos: string
  status: number
  applied_at: number
  issued_at: number | null
  fail_reason: string
  invoice_no: string
  /** The issued PDF in the FILES bucket (migration 0092); null for the built-in stand-in document. */
  pdf_key: string | null
}

export function invoiceView(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    invoice_type: row.invoice_type,
    title_type: row.title_type as Invoice['title_type'],
    title: row.title,
    tax_code: row.tax_code,
    email: row.email,
    amount: row.amount,
    status: row.status as Invoice['status'],
    applied_at: row.applied_at,
    issued_at: row.issued_at,
    fail_reason: row.fail_reason,
    invoice_no: row.invoice_no,
    out_trade_nos: JSON.parse(row.out_trade_nos) as string[],
  }
}

const INVOICEABLE = `o.state = ${OrderState.Paid} AND o.refunded_at IS NULL AND o.amount > 0
  AND NOT EXISTS (SELECT 1 FROM pay_invoice_claims k WHERE k.out_trade_no = o.out_trade_no)`

/** Paid, unrefunded orders with an amount that no live application claims, newest first. */
export async function invoiceableOrders(db: D1Database, orgId: number) {
  const { results } = await db
    .prepare(`SELECT o.out_trade_no, o.product_name, o.amount, o.paid_at FROM pay_orders o WHERE o.org_id = ? AND ${INVOICEABLE} ORDER BY o.paid_at DESC`)
    .bind(orgId)
    .all<{ out_trade_no: string; product_name: string; amount: number; paid_at: number }>()
  return results
}

/**
 * Applies for one invoice over some orders. The application and its claims are one
 * transaction: an order already claimed (by a concurrent application too) fails it whole.
 */
export async function applyInvoice(
  db: D1Database,
  orgId: number,
  userId: number,
  form: InvoiceApplyRequest & { out_trade_nos: string[] },
  now: number,
): Promise<Invoice> {
  const tradeNos = [...new Set(form.out_trade_nos)]
  const placeholders = tradeNos.map(() => '?').join(', ')
  const { results } = await db
    .prepare(`SELECT o.out_trade_no, o.amount FROM pay_orders o WHERE o.org_id = ? AND o.out_trade_no IN (${placeholders}) AND ${INVOICEABLE}`)
    .bind(orgId, ...tradeNos)
    .all<{ out_trade_no: string; amount: number }>()
  if (results.length !== tradeNos.length) throw new ServiceError(PayCode.NothingToInvoice, PAY_MESSAGES.nothingToInvoice)
  const amount = results.reduce((sum, order) => sum + order.amount, 0)
  const applyKey = crypto.randomUUID()
  const individual = form.title_type === 2
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO pay_invoices (apply_key, org_id, user_id, invoice_type, title_type, title, tax_code, address, phone, bank_name, bank_account,
             email, amount, out_trade_nos, status, applied_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${InvoiceStatus.Applying}, ?)`,
        )
        .bind(
          applyKey,
          orgId,
          userId,
          form.invoice_type,
          form.title_type,
          form.title,
          individual ? '' : (form.tax_code ?? ''),
          form.address ?? '',
          form.phone ?? '',
          form.bank_name ?? '',
          form.bank_account ?? '',
          form.email,
          amount,
          JSON.stringify(tradeNos),
          now,
        ),
      ...tradeNos.map((tradeNo) =>
        db.prepare('INSERT INTO pay_invoice_claims (out_trade_no, invoice_id) SELECT ?, id FROM pay_invoices WHERE apply_key = ?').bind(tradeNo, applyKey),
      ),
    ])
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw new ServiceError(PayCode.NothingToInvoice, PAY_MESSAGES.nothingToInvoice)
    throw error
  }
  return invoiceView((await db.prepare('SELECT * FROM pay_invoices WHERE apply_key = ?').bind(applyKey).first<InvoiceRow>())!)
}

export async function invoiceHistory(db: D1Database, orgId: number, page: number, pageSize: number): Promise<{ list: Invoice[]; total: number }> {
  const [{ results }, total] = await Promise.all([
    db
      .prepare('SELECT * FROM pay_invoices WHERE org_id = ? ORDER BY applied_at DESC, id DESC LIMIT ? OFFSET ?')
      .bind(orgId, pageSize, (page - 1) * pageSize)
      .all<InvoiceRow>(),
    db.prepare('SELECT COUNT(*) AS total FROM pay_invoices WHERE org_id = ?').bind(orgId).first<number>('total'),
  ])
  return { list: results.map(invoiceView), total: total ?? 0 }
}

export function findInvoice(db: D1Database, id: number): Promise<InvoiceRow | null> {
  return db.prepare('SELECT * FROM pay_invoices WHERE id = ?').bind(id).first<InvoiceRow>()
}

/** The statement that issues an application still applying (with its PDF's key when there is one); it changes one row or none. */
export function issueInvoiceStatement(db: D1Database, id: number, now: number, pdfKey: string | null = null): D1PreparedStatement {
  const invoiceNo = `${new Date(now * 1000).getUTCFullYear()}${String(id).padStart(12, '0')}`
  return db
    .prepare(
      `UPDATE pay_invoices SET status = ${InvoiceStatus.Issued}, issued_at = ?, invoice_no = ?, pdf_key = ? WHERE id = ? AND status = ${InvoiceStatus.Applying}`,
    )
    .bind(now, invoiceNo, pdfKey, id)
}

/** The statements that fail an application still applying: its orders can be invoiced again. The first changes one row or none. */
export function failInvoiceStatements(db: D1Database, id: number, reason: string): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db
      .prepare(`UPDATE pay_invoices SET status = ${InvoiceStatus.Failed}, fail_reason = ? WHERE id = ? AND status = ${InvoiceStatus.Applying}`)
      .bind(reason, id),
    db
      .prepare(`DELETE FROM pay_invoice_claims WHERE invoice_id = ? AND EXISTS (SELECT 1 FROM pay_invoices WHERE id = ? AND status = ${InvoiceStatus.Failed})`)
      .bind(id, id),
  ]
}

/** The sandbox console (playing the invoicing back office) issues an application. */
export async function issueInvoice(db: D1Database, id: number, now: number): Promise<boolean> {
  return (await issueInvoiceStatement(db, id, now).run()).meta.changes === 1
}

/** …or fails it. */
export async function failInvoice(db: D1Database, id: number, reason: string): Promise<boolean> {
  const [result] = await db.batch(failInvoiceStatements(db, id, reason))
  return result!.meta.changes === 1
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The issued invoice as a self-contained HTML document (the built-in stand-in for the e-invoice file). */
export function invoiceDocument(row: InvoiceRow): string {
  const type = row.invoice_type === 'bs' ? '增值税电子专用发票' : '电子普通发票'
  const rows = [
    ['发票号码', row.invoice_no],
    ['发票类型', type],
    ['购买方名称', row.title],
    ['纳税人识别号', row.tax_code || '—'],
    ['价税合计', formatPrice(row.amount)],
    ['开票日期', chinaDay(row.issued_at ?? 0)],
    ['关联订单', (JSON.parse(row.out_trade_nos) as string[]).join('、')],
  ]
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(type)} ${escapeHtml(row.invoice_no)}</title></head>
<body><h1>${escapeHtml(type)}</h1><table>${rows.map(([label, value]) => `<tr><th>${escapeHtml(label!)}</th><td>${escapeHtml(value!)}</td></tr>`).join('')}</table></body></html>`
}
