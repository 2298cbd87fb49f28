import { html, raw } from 'hono/html'
import { chinaDateTime } from '../../shared/chinaTime'
import type { AdminRole } from '../env'
import { consoleDocument, table } from '../lib/consoleHtml'
import { ACTION_LABELS, type AuditEntry } from './audit'

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
        <li>
          <a href="/admin/campaigns">活动</a>：创建、编辑活动（赠品、优惠卡片、规则、分享信息、专属数据）并预览，为兑换活动生成兑换码，设置渠道到活动的映射
        </li>
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

export function auditTable(entries: AuditEntry[]): Html {
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

export function auditPage(viewer: Viewer, entries: AuditEntry[]): Html {
  return adminLayout(
    '审计日志',
    viewer,
    html`<h1>审计日志</h1>
      <p class="muted">每一次后台操作都记录在此，不可修改。</p>
      ${auditTable(entries)}`,
  )
}

/** "Only the pending ones · see all", or the other way round: a list page's one filter. */
export function pendingToggle(path: string, onlyPending: boolean, pendingLabel: string): Html {
  return html`<p>${onlyPending ? html`${pendingLabel} · <a href="${path}?all=1">查看全部</a>` : html`全部 · <a href="${path}">${pendingLabel}</a>`}</p>`
}
