import { html } from 'hono/html'
import { InvoiceStatus, OrderState, PayMethod } from '../../shared/payEnums'
import { formatPrice } from '../../shared/price'
import { SANDBOX_PAY_PATHS } from '../../shared/sandboxPay'
import { table } from '../lib/consoleHtml'
import type { OrderRow } from '../services/pay'
import { chinaTime, layout, type Html } from './views'

/** The sandbox pages that play the payment channels and the invoicing back office (no scripts: forms post back). */

const ORDER_STATES: Record<number, string> = {
  [OrderState.Created]: '待支付 / waiting',
  [OrderState.Paid]: '已支付 / paid',
  [OrderState.Closed]: '已关闭 / closed',
}

const INVOICE_STATES: Record<number, string> = {
  [InvoiceStatus.Applying]: '申请中 / applying',
  [InvoiceStatus.Issued]: '已开具 / issued',
  [InvoiceStatus.Failed]: '开具失败 / failed',
}

export interface ConsoleOrder extends OrderRow {
  phone: string | null
}

export interface ConsoleInvoice {
  id: number
  org_id: number
  title: string
  invoice_type: string
  amount: number
  status: number
  applied_at: number
}

function stateLabel(order: OrderRow): string {
  return `${ORDER_STATES[order.state] ?? order.state}${order.refunded_at ? ' · 已退款 / refunded' : ''}`
}

function orderActions(order: OrderRow): Html {
  const base = SANDBOX_PAY_PATHS.payPage(order.out_trade_no)
  if (order.state === OrderState.Created) {
    return html`<form method="post" action="${base}/pay"><button type="submit" data-testid="sandbox-pay">支付 / Pay</button></form>
      <form method="post" action="${base}/pay">
        <input type="hidden" name="times" value="2" /><button type="submit" data-testid="sandbox-pay-twice">支付并重复通知 / Pay, notify twice</button>
      </form>
      <form method="post" action="${base}/close"><button type="submit" data-testid="sandbox-close">关闭订单 / Close</button></form>
      <form method="post" action="/__sandbox/pay/reconciliation/lost/${encodeURIComponent(order.out_trade_no)}">
        <button type="submit" data-testid="sandbox-pay-lost">支付成功但通知丢失 / Paid, notification lost</button>
      </form>`
  }
  if (order.state === OrderState.Paid && !order.refunded_at) {
    return html`<form method="post" action="${base}/pay"><button type="submit" data-testid="sandbox-notify-again">重复通知 / Notify again</button></form>
      <form method="post" action="${base}/refund"><button type="submit" data-testid="sandbox-refund">退款 / Refund</button></form>`
  }
  return html`<span class="muted">无可用操作 / No actions</span>`
}

/** The page an order's QR opens: what the payer's WeChat, Alipay or UnionPay would show. */
export function payPage(order: OrderRow | null, now: number, message?: string): Html {
  if (!order)
    return layout(
      '沙箱支付 / Sandbox pay',
      html`<h1>订单不存在 / No such order</h1>
        <p><a href="/__sandbox/pay">订单列表 / Orders</a></p>`,
    )
  return layout(
    `沙箱支付 ${order.out_trade_no}`,
    html`<h1>沙箱支付 / Sandbox pay</h1>
      ${message ? html`<p class="note" role="status" data-testid="sandbox-pay-message">${message}</p>` : ''}
      <table>
        <tr>
          <th>订单号 / Trade no.</th>
          <td><code data-testid="sandbox-trade-no">${order.out_trade_no}</code></td>
        </tr>
        <tr>
          <th>商品 / Product</th>
          <td>${order.product_name}</td>
        </tr>
        <tr>
          <th>金额 / Amount</th>
          <td class="code" data-testid="sandbox-amount">${formatPrice(order.amount)}</td>
        </tr>
        <tr>
          <th>状态 / State</th>
          <td data-testid="sandbox-order-state">${stateLabel(order)}</td>
        </tr>
        <tr>
          <th>支付方式 / Pay type</th>
          <td>${order.pay_type} · trade type ${order.trade_type} · scene ${order.pay_scene}</td>
        </tr>
        <tr>
          <th>过期 / Expires</th>
          <td>${order.state === OrderState.Created ? `${Math.max(order.expires_at - now, 0)} s` : '—'}</td>
        </tr>
      </table>
      <p>${orderActions(order)}</p>
      <p><a href="/__sandbox/pay">订单列表 / Orders</a> · <a href="/__sandbox">控制台 / Console</a></p>`,
  )
}

/** A channel page's two buttons: pay, or leave unpaid; both post to `action` and send the payer back to `returnTo`. */
function payOrLeave(action: string, returnTo: string, testId: string, leaveLabel: string): Html {
  const button = (value: 'pay' | 'cancel', label: string) =>
    html`<form method="post" action="${action}">
      <input type="hidden" name="return" value="${returnTo}" /><input type="hidden" name="action" value="${value}" /><button
        type="submit"
        data-testid="${testId}-${value}"
      >
        ${label}
      </button>
    </form>`
  return html`${button('pay', '确认支付 / Pay')} ${button('cancel', leaveLabel)}`
}

/** The stand-in for WeChat's in-browser (JSAPI) payment sheet. */
export function jsapiPage(order: OrderRow | null, returnTo: string): Html {
  if (!order) return layout('微信支付 / WeChat Pay', html`<h1>订单不存在 / No such order</h1>`)
  const action = SANDBOX_PAY_PATHS.jsapiPage(order.out_trade_no)
  return layout(
    '微信支付 / WeChat Pay (sandbox)',
    html`<h1>微信支付（沙箱） / WeChat Pay (sandbox)</h1>
      <p class="note">这里代替微信内置浏览器的支付弹窗（JSAPI，交易类型 2）。 / Stands in for WeChat's in-browser payment sheet.</p>
      <p>${order.product_name}</p>
      <p class="code" data-testid="sandbox-amount">${formatPrice(order.amount)}</p>
      ${payOrLeave(action, returnTo, 'sandbox-jsapi', '取消 / Cancel')}`,
  )
}

/**
 * The stand-in for the channels' mobile pages (trade type 3): WeChat Pay H5 for pay type 6,
 * Alipay WAP for 7, and their auto-renewal signing pages for 33 and 34 (paying the first order
 * signs, as the sandbox's QR does). All send the payer back to the site's return address, paid or not.
 */
export function h5Page(order: OrderRow | null, returnTo: string): Html {
  if (!order) return layout('沙箱支付 / Sandbox pay', html`<h1>订单不存在 / No such order</h1>`)
  const action = SANDBOX_PAY_PATHS.h5Page(order.out_trade_no)
  const H5_NAMES: Partial<Record<number, string>> = {
    [PayMethod.Alipay]: '支付宝手机网站支付 / Alipay WAP',
    [PayMethod.WechatTs]: '微信支付 H5 签约 / WeChat Pay H5 signing',
    [PayMethod.AlipayTs]: '支付宝周期扣款签约 / Alipay agreement signing',
  }
  const channel = H5_NAMES[order.pay_type] ?? '微信支付 H5 / WeChat Pay H5'
  return layout(
    `${channel} (sandbox)`,
    html`<h1 data-testid="sandbox-h5-channel">${channel}（沙箱）</h1>
      <p class="note">
        这里代替支付渠道的手机页面（交易类型 3），付款或返回后回到网站。 / Stands in for the channel's mobile page; paying or leaving returns to the site.
      </p>
      <p>${order.product_name}</p>
      <p class="code" data-testid="sandbox-amount">${formatPrice(order.amount)}</p>
      <p data-testid="sandbox-order-state">${stateLabel(order)}</p>
      ${payOrLeave(action, returnTo, 'sandbox-h5', '返回商家 / Back to the shop')}`,
  )
}

/** Recent orders and invoice applications. */
export function payConsolePage(orders: ConsoleOrder[], invoices: ConsoleInvoice[], now: number, message?: string): Html {
  return layout(
    '沙箱支付控制台 / Sandbox payments',
    html`<h1>沙箱支付控制台 / Sandbox payments</h1>
      <p class="note">
        这里扮演微信支付、支付宝、云闪付与开票后台。 / Plays WeChat Pay, Alipay, UnionPay and the invoicing office.
        <a href="/__sandbox/pay">刷新 / Refresh</a> · <a href="/__sandbox">控制台 / Console</a>
      </p>
      ${message ? html`<p class="note" role="status">${message}</p>` : ''}
      <h2>最近订单 / Recent orders</h2>
      ${table(
        ['订单号 / Trade no.', '手机号 / Phone', '商品 / Product', '金额 / Amount', '状态 / State', '创建 / Created'],
        orders,
        (order) => [
          html`<a href="${SANDBOX_PAY_PATHS.payPage(order.out_trade_no)}"><code>${order.out_trade_no}</code></a>`,
          order.phone ?? '',
          order.product_name,
          formatPrice(order.amount),
          html`${stateLabel(order)}${order.state === OrderState.Created ? html`<br /><span class="muted">${Math.max(order.expires_at - now, 0)} s</span>` : ''}`,
          chinaTime(order.created_at),
        ],
        { empty: '还没有订单 / No orders yet' },
      )}
      <h2>发票申请 / Invoice applications</h2>
      ${table(
        ['#', '抬头 / Title', '类型 / Type', '金额 / Amount', '状态 / Status', '操作 / Actions'],
        invoices,
        (invoice) => [
          invoice.id,
          invoice.title,
          invoice.invoice_type,
          formatPrice(invoice.amount),
          INVOICE_STATES[invoice.status] ?? invoice.status,
          invoice.status === InvoiceStatus.Applying
            ? html`<form method="post" action="/__sandbox/pay/invoice/${invoice.id}">
                  <input type="hidden" name="action" value="issue" /><button type="submit" data-testid="sandbox-invoice-issue-${invoice.id}">
                    开具 / Issue
                  </button>
                </form>
                <form method="post" action="/__sandbox/pay/invoice/${invoice.id}">
                  <input type="hidden" name="action" value="fail" /><input name="reason" value="抬头信息有误" aria-label="失败原因 / Reason" /><button
                    type="submit"
                    data-testid="sandbox-invoice-fail-${invoice.id}"
                  >
                    开具失败 / Fail
                  </button>
                </form>`
            : '',
        ],
        { empty: '没有发票申请 / No applications' },
      )}
      <h2>对账 / Reconciliation</h2>
      <p><a href="/__sandbox/pay/reconciliation" data-testid="sandbox-reconciliation-link">对账差异与核对 / Mismatches and runs</a></p>
      <h2>定时任务 / Scheduled jobs</h2>
      <form method="post" action="/__sandbox/pay/jobs"><button type="submit">立即运行 / Run now</button></form>
      <h2>JSON（测试用） / JSON for tests</h2>
      <p>
        <code>GET /__sandbox/pay/orders?phone=P</code> → <code>{ orders: [...] }</code> (newest first)<br />
        <code>POST /__sandbox/pay/order/&lt;out_trade_no&gt;/pay</code> <code>{ times?: 1 | 2, amount?: cents }</code> → <code>{ outcomes }</code><br />
        <code>POST /__sandbox/pay/order/&lt;out_trade_no&gt;/close</code> → <code>{ closed }</code> · <code>POST …/refund</code> → <code>{ outcome }</code
        ><br />
        <code>POST /__sandbox/pay/invoice/&lt;id&gt;</code> <code>{ action: 'issue' | 'fail', reason? }</code> → <code>{ changed }</code><br />
        <code>POST /__sandbox/pay/jobs</code> <code>{ advance_seconds? }</code> → <code>{ closed, charged, notices }</code>
      </p>`,
  )
}
