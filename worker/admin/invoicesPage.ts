import { html } from 'hono/html'
import { InvoiceStatus, InvoiceTitleType, InvoiceType } from '../../shared/payEnums'
import type { AdminInvoice } from './invoices'
import { adminLayout, chinaTime, notice, yuan, type Html, type Viewer } from './views'

const STATUS_LABELS: Record<number, string> = { [InvoiceStatus.Applying]: '申请中', [InvoiceStatus.Issued]: '已开具', [InvoiceStatus.Failed]: '开票失败' }
const TYPE_LABELS: Record<string, string> = { [InvoiceType.General]: '普通发票', [InvoiceType.Special]: '专用发票' }

export function invoicesPage(
  viewer: Viewer,
  view: {
    rows: AdminInvoice[]
    onlyApplying: boolean
    canHandle: boolean
    message?: { ok: boolean; text: string } | null
    typed?: { id: number; reason: string }
  },
): Html {
  const { rows, onlyApplying, canHandle, message, typed } = view
  return adminLayout(
    '发票',
    viewer,
    html`<h1>发票</h1>
      <p>${onlyApplying ? html`只看待开具 · <a href="/admin/invoices?all=1">查看全部</a>` : html`全部 · <a href="/admin/invoices">只看待开具</a>`}</p>
      ${notice(message)}
      ${
        rows.length === 0
          ? html`<p class="muted">没有开票申请。</p>`
          : html`<table>
              <tr>
                <th>申请</th>
                <th>申请时间</th>
                <th>手机号</th>
                <th>抬头</th>
                <th>税号</th>
                <th>类型</th>
                <th>金额（元）</th>
                <th>邮箱</th>
                <th>订单</th>
                <th>状态</th>
              </tr>
              ${rows.map(
                (row) =>
                  html`<tr data-testid="admin-invoice-${row.id}">
                    <td>${row.id}</td>
                    <td>${chinaTime(row.applied_at)}</td>
                    <td>${row.phone ?? ''}</td>
                    <td>${row.title}<br /><span class="muted">${row.title_type === InvoiceTitleType.Company ? '企业' : '个人'}</span></td>
                    <td>${row.tax_code}</td>
                    <td>${TYPE_LABELS[row.invoice_type] ?? row.invoice_type}</td>
                    <td>${yuan(row.amount)}</td>
                    <td>${row.email}</td>
                    <td>${(JSON.parse(row.out_trade_nos) as string[]).map((no) => html`<a href="/admin/orders/${no}">${no}</a><br />`)}</td>
                    <td>
                      ${STATUS_LABELS[row.status] ?? row.status}${row.status === InvoiceStatus.Issued ? html`<br /><span class="muted">${row.invoice_no} ${chinaTime(row.issued_at)}${row.pdf_key ? ' · PDF' : ''}</span>` : ''}${row.status === InvoiceStatus.Failed ? html`<br /><span class="muted">${row.fail_reason}</span>` : ''}
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
                      }
                    </td>
                  </tr>`,
              )}
            </table>`
      }`,
  )
}
