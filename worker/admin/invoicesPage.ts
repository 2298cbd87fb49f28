import { html } from 'hono/html'
import { InvoiceStatus, InvoiceTitleType, InvoiceType } from '../../shared/payEnums'
import type { AdminInvoice } from './invoices'
import { adminLayout, chinaTime, notice, pendingToggle, table, yuan, type Html, type Message, type Viewer } from './views'

const STATUS_LABELS: Record<number, string> = { [InvoiceStatus.Applying]: '申请中', [InvoiceStatus.Issued]: '已开具', [InvoiceStatus.Failed]: '开票失败' }
const TYPE_LABELS: Record<string, string> = { [InvoiceType.General]: '普通发票', [InvoiceType.Special]: '专用发票' }

export function invoicesPage(
  viewer: Viewer,
  view: {
    rows: AdminInvoice[]
    onlyApplying: boolean
    canHandle: boolean
    message?: Message
    typed?: { id: number; reason: string }
  },
): Html {
  const { rows, onlyApplying, canHandle, message, typed } = view
  const state = (row: AdminInvoice) =>
    html`${STATUS_LABELS[row.status] ?? row.status}${row.status === InvoiceStatus.Issued ? html`<br /><span class="muted">${row.invoice_no} ${chinaTime(row.issued_at)}${row.pdf_key ? ' · PDF' : ''}</span>` : ''}${row.status === InvoiceStatus.Failed ? html`<br /><span class="muted">${row.fail_reason}</span>` : ''}
    ${
      canHandle && row.status === InvoiceStatus.Applying
        ? html`<form method="post" action="/admin/invoices/${row.id}/issue" enctype="multipart/form-data">
              <input type="file" name="pdf" accept="application/pdf" aria-label="发票 PDF" /> <button type="submit">上传并开具</button>
            </form>
            <form method="post" action="/admin/invoices/${row.id}/fail">
              <input
                name="reason"
                value="${typed?.id === row.id ? typed.reason : ''}"
                maxlength="100"
                placeholder="失败原因（用户可见）"
                aria-label="失败原因"
              />
              <button type="submit">开票失败</button>
            </form>`
        : ''
    }`
  return adminLayout(
    '发票',
    viewer,
    html`<h1>发票</h1>
      ${pendingToggle('/admin/invoices', onlyApplying, '只看待开具')} ${notice(message)}
      ${
        rows.length === 0
          ? html`<p class="muted">没有开票申请。</p>`
          : table(
              ['申请', '申请时间', '手机号', '抬头', '税号', '类型', '金额（元）', '邮箱', '订单', '状态'],
              rows,
              (row) => [
                row.id,
                chinaTime(row.applied_at),
                row.phone ?? '',
                html`${row.title}<br /><span class="muted">${row.title_type === InvoiceTitleType.Company ? '企业' : '个人'}</span>`,
                row.tax_code,
                TYPE_LABELS[row.invoice_type] ?? row.invoice_type,
                yuan(row.amount),
                row.email,
                (JSON.parse(row.out_trade_nos) as string[]).map((no) => html`<a href="/admin/orders/${no}">${no}</a><br />`),
                state(row),
              ],
              { rowTestId: (row) => `admin-invoice-${row.id}` },
            )
      }`,
  )
}
