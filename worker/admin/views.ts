import { html } from 'hono/html'
import type { AdminRole } from '../env'
import { beijingTime } from '../providers/pay/rsa'

/**
 * The operator console's pages: plain server-rendered HTML like the sandbox console's, no
 * scripts, one style sheet of its own (the page CSP admits no inline style element); every
 * action is a form that posts back and answers with the page again.
 */

export type Html = ReturnType<typeof html>

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
  fieldset { border: 1px solid #e5e6eb; margin: 12px 0; } label { margin-right: 12px; display: inline-block; margin-bottom: 6px; }
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
  return seconds ? beijingTime(seconds).plain : ''
}

/** Cents as yuan with two decimals. */
export function yuan(cents: number | null | undefined): string {
  return cents == null ? '' : (cents / 100).toFixed(2)
}

export function adminLayout(title: string, viewer: Viewer | null, body: Html): Html {
  return html`<!DOCTYPE html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title} - 运营后台</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="${ADMIN_STYLE_PATH}"></head>
<body>
<header><a href="/admin"><strong>运营后台</strong></a>${viewer
    ? html`<a href="/admin/orders">订单</a><a href="/admin/reconciliation">对账差异</a><a href="/admin/audit">审计日志</a>
    <span class="who" data-testid="admin-who">${viewer.email}（${ROLE_LABELS[viewer.role]}）</span>`
    : ''}</header>
<main>${body}</main>
</body>
</html>`
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
  return adminLayout('无权操作', viewer, html`<h1>无权操作</h1><p class="error" role="alert">你的角色（${ROLE_LABELS[viewer.role]}）不能进行此操作。</p>`)
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
        <li><a href="/admin/audit">审计日志</a>：每一次后台操作（只读）</li>
      </ul>`,
  )
}
