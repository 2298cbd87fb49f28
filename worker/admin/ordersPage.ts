import { html } from 'hono/html'
import type { AuditEntry } from './audit'
import { CHANNEL_LABELS, REFUND_STATE_LABELS, STATE_LABELS, stateLabel, type OrderDetail, type OrderListRow, type OrderSearch, type RefundForm } from './orders'
import { adminLayout, auditTable, chinaTime, choice, field, notice, table, yuan, type Html, type Viewer } from './views'

export function ordersPage(viewer: Viewer, view: { search: OrderSearch; error: string | null; rows: OrderListRow[] | null }): Html {
  const { search, error, rows } = view
  return adminLayout(
    '订单',
    viewer,
    html`<h1>订单</h1>
      <form method="get" action="/admin/orders">
        ${field('手机号', 'phone', search.phone, { inputmode: 'numeric', 'data-testid': 'admin-search-phone' })} ${field('订单号', 'trade_no', search.trade_no)}
        ${field('创建日期', 'date_from', search.date_from, { placeholder: 'YYYY-MM-DD', type: 'date' })}
        ${field('至', 'date_to', search.date_to, { placeholder: 'YYYY-MM-DD', type: 'date' })}
        ${choice('渠道', 'channel', CHANNEL_LABELS, search.channel, '全部')} ${choice('状态', 'state', STATE_LABELS, search.state, '全部')}
        <button type="submit">查询</button>
      </form>
      ${error ? notice({ ok: false, text: error }) : ''}
      ${
        rows === null
          ? html`<p class="muted">输入条件后查询（最多显示 100 条）。</p>`
          : rows.length === 0
            ? html`<p class="muted">没有符合条件的订单。</p>`
            : table(['订单号', '手机号', '商品', '金额（元）', '渠道', '状态', '创建时间'], rows, (row) => [
                html`<a href="/admin/orders/${row.out_trade_no}" data-testid="admin-order-link">${row.out_trade_no}</a>`,
                row.phone ?? '',
                row.product_name,
                yuan(row.amount),
                CHANNEL_LABELS[row.pay_type] ?? row.pay_type,
                stateLabel(row),
                chinaTime(row.created_at),
              ])
      }`,
  )
}

export function orderPage(
  viewer: Viewer,
  view: { detail: OrderDetail; audit: AuditEntry[]; canRefund: boolean; form: RefundForm; message?: { ok: boolean; text: string } | null },
): Html {
  const { detail, audit, canRefund, form, message } = view
  const { order } = detail
  return adminLayout(
    `订单 ${order.out_trade_no}`,
    viewer,
    html`<h1>订单 <code>${order.out_trade_no}</code></h1>
      ${notice(message)}
      <table>
        <tr>
          <th>手机号</th>
          <td>${detail.phone ?? ''}</td>
          <th>商品</th>
          <td>${order.product_name}</td>
        </tr>
        <tr>
          <th>金额</th>
          <td>${yuan(order.amount)} 元</td>
          <th>渠道</th>
          <td>${CHANNEL_LABELS[order.pay_type] ?? order.pay_type}</td>
        </tr>
        <tr>
          <th>状态</th>
          <td data-testid="admin-order-state">${stateLabel(order)}</td>
          <th>可退金额</th>
          <td data-testid="admin-refundable">${yuan(detail.refundable)} 元</td>
        </tr>
        <tr>
          <th>渠道单号</th>
          <td>${order.channel_trade_no}</td>
          <th>创建时间</th>
          <td>${chinaTime(order.created_at)}</td>
        </tr>
      </table>
      <h2>时间线</h2>
      ${table(['时间', '事件', '说明'], detail.timeline, (event) => [chinaTime(event.at), event.what, event.detail], { testId: 'admin-timeline' })}
      <h2>退款</h2>
      ${
        detail.refunds.length
          ? table(['退款单号', '金额（元）', '原因', '状态', '操作人', '时间'], detail.refunds, (refund) => [
              html`<code>${refund.out_refund_no}</code>`,
              yuan(refund.amount),
              refund.reason,
              `${REFUND_STATE_LABELS[refund.state]}${refund.error ? `：${refund.error}` : ''}`,
              refund.requested_by,
              chinaTime(refund.created_at),
            ])
          : html`<p class="muted">暂无退款。</p>`
      }
      ${
        canRefund && detail.refundable > 0
          ? html`<form method="post" action="/admin/orders/${order.out_trade_no}/refund">
              <fieldset>
                <legend>发起退款（原路退回）</legend>
                <input type="hidden" name="out_refund_no" value="${form.out_refund_no}" />
                ${field('退款金额（元）', 'amount', form.amount, { required: true, 'data-testid': 'admin-refund-amount' })}
                ${field('退款原因', 'reason', form.reason, { required: true, maxlength: 80, 'data-testid': 'admin-refund-reason' })}
                <button type="submit" data-testid="admin-refund-submit">确认退款</button>
                <p class="muted">部分退款只退钱，套餐保留；退满订单金额时，权益与购买积分一并扣回。</p>
              </fieldset>
            </form>`
          : ''
      }
      <h2>审计日志</h2>
      ${auditTable(audit)}`,
  )
}
