import { html, raw } from 'hono/html'
import { chinaDateTime } from '../../shared/chinaTime'
import type { AdminRole } from '../env'
import { consoleDocument, table } from '../lib/consoleHtml'
import { ACTION_LABELS, type AuditEntry } from './audit'
import { CHANNEL_LABELS, REFUND_STATE_LABELS, STATE_LABELS, stateLabel, type OrderDetail, type OrderListRow, type OrderSearch, type RefundForm } from './orders'
import type { ReconciliationRun } from '../services/pay'
import { JOB_RESOLUTION_LABELS, MISMATCH_KIND_LABELS, RESOLUTION_LABELS, type MismatchRow } from './reconciliation'

/**
 * The operator console's pages: plain server-rendered HTML like the sandbox console's, no
 * scripts, one style sheet of its own (the page CSP admits no inline style element); every
 * action is a form that posts back and answers with the page again.
 */

export type Html = ReturnType<typeof html>

// The console's pages build their tables as the sandbox's do.
export { table }

export const ADMIN_STYLE_PATH = '/admin/admin.css'

export const ADMIN_STYLE = `
  body { font: 14px/1.5 system-ui, sans-serif; margin: 0; color: #1f2329; }
  header { display: flex; gap: 20px; align-items: center; padding: 10px 24px; background: #1f2329; color: #fff; }
  header a { color: #fff; text-decoration: none; } header .who { margin-left: auto; color: #c9cdd4; }
  main { padding: 16px 24px; max-width: 1280px; }
  h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 24px; }
  table { border-collapse: collapse; width: 100%; } th, td { border-bottom: 1px solid #e5e6eb; padding: 6px 8px; text-align: left; vertical-align: top; }
  th { background: #f7f8fa; } code { font: 13px ui-monospace, monospace; }
  form.inline { display: inline-block; margin: 2px 8px 2px 0; } button { cursor: pointer; padding: 4px 12px; }
  fieldset { border: 1px solid #e5e6eb; margin: 12px 0; } fieldset.stack label { display: block; margin-bottom: 10px; } label { margin-right: 12px; display: inline-block; margin-bottom: 6px; }
  .muted { color: #86909c; } .error { background: #ffece8; color: #cb2634; padding: 8px 12px; border-radius: 4px; }
  .ok { background: #e8ffea; color: #00a870; padding: 8px 12px; border-radius: 4px; } pre { white-space: pre-wrap; margin: 0; font-size: 12px; }
`

export const ROLE_LABELS: Record<AdminRole, string> = { viewer: '只读', operator: '运营', finance: '财务' }

export interface Viewer {
  email: string
  role: AdminRole
}

/** China time to the second, as operators read it. */
export function chinaTime(seconds: number | null | undefined): string {
  return seconds ? chinaDateTime(seconds) : ''
}

/** Cents as yuan with two decimals. */
export function yuan(cents: number | null | undefined): string {
  return cents == null ? '' : (cents / 100).toFixed(2)
}

export function adminLayout(title: string, viewer: Viewer | null, body: Html): Html {
  return consoleDocument(
    `${title} - 运营后台`,
    ADMIN_STYLE_PATH,
    html`<header>
        <a href="/admin"><strong>运营后台</strong></a
        >${
          viewer
            ? html`<a href="/admin/orders">订单</a><a href="/admin/reconciliation">对账差异</a><a href="/admin/invoices">发票</a
                ><a href="/admin/campaigns">活动</a><a href="/admin/landings">落地页</a><a href="/admin/points">积分调整</a
                ><a href="/admin/attribution">投放归因</a><a href="/admin/config">全局配置</a><a href="/admin/url-limits">链接限制</a
                ><a href="/admin/audit">审计日志</a> <span class="who" data-testid="admin-who">${viewer.email}（${ROLE_LABELS[viewer.role]}）</span>`
            : ''
        }
      </header>
      <main>${body}</main>`,
  )
}

export function refusedPage(sandbox: boolean): Html {
  return adminLayout(
    '无权访问',
    null,
    html`<h1>无权访问运营后台</h1>
      <p>请通过 Cloudflare Access 登录，并确认你的邮箱已被授予运营后台角色。</p>
      ${sandbox ? html`<p><a href="/__sandbox/access">沙箱 Access 登录</a></p>` : ''}`,
  )
}

export function forbiddenPage(viewer: Viewer): Html {
  return adminLayout(
    '无权操作',
    viewer,
    html`<h1>无权操作</h1>
      <p class="error" role="alert">你的角色（${ROLE_LABELS[viewer.role]}）不能进行此操作。</p>`,
  )
}

export function homePage(viewer: Viewer): Html {
  return adminLayout(
    '首页',
    viewer,
    html`<h1>运营后台</h1>
      <p>你好，${viewer.email}，角色：${ROLE_LABELS[viewer.role]}。</p>
      <ul>
        <li><a href="/admin/orders">订单</a>：按手机号、订单号、日期、渠道、状态查找订单，查看时间线${viewer.role === 'finance' ? '，发起退款' : ''}</li>
        <li><a href="/admin/reconciliation">对账差异</a>：每日对账发现的差异及其处理结果</li>
        <li><a href="/admin/invoices">发票</a>：开票申请队列，上传 PDF 开具，或填写原因标记开票失败</li>
        <li><a href="/admin/campaigns">活动</a>：创建、编辑活动（赠品、优惠卡片、规则、分享信息）并预览，设置渠道到活动的映射</li>
        <li><a href="/admin/landings">落地页</a>：新建、编辑广告落地页（/ad/标识）的文案、图片与分享信息</li>
        <li><a href="/admin/points">积分调整</a>：为一个手机号或一批手机号发放积分，同一批次不会重复发放</li>
        <li><a href="/admin/attribution">投放归因</a>：各广告平台按日的落地访问、注册、购买与金额，可导出 CSV</li>
        <li><a href="/admin/config">全局配置</a>：完善信息入口文案、功能开关、活动时间窗口、页脚备案信息</li>
        <li><a href="/admin/url-limits">链接限制</a>：限制本站页面的分享（微信与 App 内）</li>
        <li><a href="/admin/audit">审计日志</a>：每一次后台操作（只读）</li>
      </ul>`,
  )
}

export function notice(message: { ok: boolean; text: string } | null | undefined): Html | string {
  if (!message) return ''
  return message.ok ? html`<p class="ok" role="status">${message.text}</p>` : html`<p class="error" role="alert">${message.text}</p>`
}

export type Message = { ok: boolean; text: string } | null | undefined

/** A page saying what was not found, with the way back. */
export function notFoundPage(viewer: Viewer, title: string, back: { href: string; text: string }): Html {
  return adminLayout(
    title,
    viewer,
    html`<h1>${title}</h1>
      <p><a href="${back.href}">${back.text}</a></p>`,
  )
}

type Attributes = Record<string, string | number | boolean | undefined>

/** Attributes from code (names are never user input); values are escaped, `true` is a bare attribute. */
function attributes(attrs: Attributes): Html[] {
  return Object.entries(attrs).flatMap(([name, value]) =>
    value === undefined || value === false ? [] : value === true ? [html` ${raw(name)}`] : [html` ${raw(name)}="${value}"`],
  )
}

/** A labelled input keeping what was typed (`value`). */
export function field(label: string, name: string, value: string | number, attrs: Attributes = {}): Html {
  return html`<label>${label} <input name="${name}" value="${value}" ${attributes(attrs)} /></label>`
}

/** A labelled textarea keeping what was typed. */
export function textArea(label: string, name: string, value: string, attrs: Attributes = {}): Html {
  return html`<label>${label}<br /><textarea name="${name}" ${attributes(attrs)}>${value}</textarea></label>`
}

/** The options of a select, `selected` marked; `blank` (e.g. 全部, 请选择) first when given. */
export function options(labels: Record<string | number, string> | readonly (readonly [string, string])[], selected: string, blank?: string): Html {
  const entries = Array.isArray(labels) ? labels : Object.entries(labels)
  return html`${blank === undefined ? '' : html`<option value="">${blank}</option>`}${entries.map(
    ([value, label]) => html`<option value="${value}" ${value === selected ? ' selected' : ''}>${label}</option>`,
  )}`
}

/** A labelled select, named by its label alone (a wrapping label alone would add the chosen option's text). */
export function choice(label: string, name: string, labels: Parameters<typeof options>[0], selected: string, blank?: string, attrs: Attributes = {}): Html {
  return html`<label
    >${label}
    <select name="${name}" aria-label="${label}" ${attributes(attrs)}>
      ${options(labels, selected, blank)}
    </select></label
  >`
}

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

function auditTable(entries: AuditEntry[]): Html {
  if (entries.length === 0) return html`<p class="muted">暂无记录。</p>`
  return table(
    ['时间', '操作人', '操作', '对象', '操作前', '操作后'],
    entries,
    (entry) => [
      chinaTime(entry.at),
      `${entry.actor_email}（${ROLE_LABELS[entry.actor_role as AdminRole] ?? entry.actor_role}）`,
      ACTION_LABELS[entry.action] ?? entry.action,
      html`<code>${entry.target}</code>`,
      html`<pre>${entry.before_json}</pre>`,
      html`<pre>${entry.after_json}</pre>`,
    ],
    { testId: 'admin-audit' },
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

export function auditPage(viewer: Viewer, entries: AuditEntry[]): Html {
  return adminLayout(
    '审计日志',
    viewer,
    html`<h1>审计日志</h1>
      <p class="muted">每一次后台操作都记录在此，不可修改。</p>
      ${auditTable(entries)}`,
  )
}

const RUN_STATE_LABELS: Record<ReconciliationRun['state'], string> = { running: '进行中', done: '已完成', failed: '失败，待重试' }

/** "Only the pending ones · see all", or the other way round: a list page's one filter. */
export function pendingToggle(path: string, onlyPending: boolean, pendingLabel: string): Html {
  return html`<p>${onlyPending ? html`${pendingLabel} · <a href="${path}?all=1">查看全部</a>` : html`全部 · <a href="${path}">${pendingLabel}</a>`}</p>`
}

export function reconciliationPage(
  viewer: Viewer,
  view: {
    rows: MismatchRow[]
    runs: ReconciliationRun[]
    onlyOpen: boolean
    canResolve: boolean
    message?: Message
    typed?: { id: number; resolution: string; note: string }
  },
): Html {
  const { rows, runs, onlyOpen, canResolve, message, typed } = view
  const decision = (row: MismatchRow) => {
    const current = typed?.id === row.id ? typed : { resolution: row.operator_resolution ?? '', note: row.operator_note ?? '' }
    return html`${
      row.operator_resolution
        ? html`${RESOLUTION_LABELS[row.operator_resolution] ?? row.operator_resolution}${row.operator_note ? `：${row.operator_note}` : ''}<br /><span
              class="muted"
              >${row.resolved_by} ${chinaTime(row.resolved_at)}</span
            >`
        : ''
    }
    ${
      canResolve
        ? html`<form method="post" action="/admin/reconciliation/${row.id}">
            <select name="resolution" aria-label="处理结果">
              ${options(RESOLUTION_LABELS, current.resolution, '请选择')}
            </select>
            <input name="note" value="${current.note}" placeholder="备注" maxlength="200" aria-label="备注" />
            <button type="submit">保存</button>
          </form>`
        : ''
    }`
  }
  return adminLayout(
    '对账差异',
    viewer,
    html`<h1>对账差异</h1>
      <p class="muted">每日对账任务记录的差异：“对账任务结果”是任务自己的处理（已补记或待人工处理），“处理结果”由运营或财务填写，每次填写都记入审计日志。</p>
      ${pendingToggle('/admin/reconciliation', onlyOpen, '只看待处理')} ${notice(message)}
      ${
        rows.length === 0
          ? html`<p class="muted">没有对账差异。</p>`
          : table(
              ['账单日', '渠道', '订单号', '差异', '渠道金额', '本地金额', '对账任务结果', '处理结果'],
              rows,
              (row) => [
                row.bill_date,
                row.channel,
                html`<a href="/admin/orders/${row.out_trade_no}">${row.out_trade_no}</a>`,
                MISMATCH_KIND_LABELS[row.kind] ?? row.kind,
                yuan(row.channel_amount),
                yuan(row.local_amount),
                JOB_RESOLUTION_LABELS[row.resolution] ?? row.resolution,
                decision(row),
              ],
              { testId: 'admin-mismatches', rowTestId: (row) => `admin-mismatch-${row.id}` },
            )
      }
      <h2>对账任务</h2>
      ${
        runs.length === 0
          ? html`<p class="muted">对账任务尚未运行。</p>`
          : table(['账单日', '渠道', '状态', '尝试次数', '账单行数', '差异数', '完成时间', '错误'], runs, (run) => [
              run.bill_date,
              run.channel,
              RUN_STATE_LABELS[run.state],
              run.attempts,
              run.bill_rows,
              run.mismatches,
              chinaTime(run.finished_at),
              run.error,
            ])
      }`,
  )
}
