import { html } from 'hono/html'
import { chinaDateTime } from '../../shared/chinaTime'
import { CodeScene, LoginType, QrPurpose, WechatQrState } from '../../shared/enums'
import { consoleDocument, table } from '../lib/consoleHtml'
import type { InboxEntry } from '../providers/sms/sandbox'
import type { PendingQr } from '../services/main'
import type { BoundWechat } from './wechatPlayer'

/**
 * The sandbox console's pages: plain server-rendered HTML, no scripts and one style sheet
 * of its own (the page CSP allows no inline style element); every action is a form that
 * posts back.
 */

export type Html = ReturnType<typeof html>

const SCENES: Record<number, string> = {
  [LoginType.Login]: '登录 / Login',
  [LoginType.Cancel]: '注销 / Cancel',
  [LoginType.Security]: '安全验证 / Security',
  [CodeScene.Activity]: '活动登录 / Activity login',
}

const STATES: Record<number, string> = {
  [WechatQrState.WaitingFollow]: '1 等待扫码 / waiting follow',
  [WechatQrState.WaitingConnect]: '2 等待绑定手机 / waiting connect',
  [WechatQrState.Success]: '3 成功 / success',
}

/** China time, the way the site's users read it. */
export function chinaTime(seconds: number): string {
  return `${chinaDateTime(seconds)} (UTC+8)`
}

function purposeLabel(purpose: number): string {
  return purpose === QrPurpose.Rebind ? '绑定 / Rebind' : '登录 / Login'
}

/** Where the console's style sheet is served (a file, so that the CSP's style-src-elem 'self' admits it). */
export const SANDBOX_STYLE_PATH = '/__sandbox/console.css'

export const SANDBOX_STYLE = `
  body { font: 14px/1.5 system-ui, sans-serif; margin: 24px auto; max-width: 960px; padding: 0 16px; color: #1f2329; }
  h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 28px; }
  table { border-collapse: collapse; width: 100%; } th, td { border-bottom: 1px solid #e5e6eb; padding: 6px 8px; text-align: left; vertical-align: top; }
  code { font: 13px ui-monospace, monospace; } .code { font-size: 20px; letter-spacing: 2px; font-weight: 600; }
  form { display: inline-block; margin: 2px 8px 2px 0; } button { cursor: pointer; padding: 4px 10px; }
  .muted { color: #86909c; } .note { background: #f2f3f5; padding: 8px 12px; border-radius: 4px; }
`

export function layout(title: string, body: Html): Html {
  return consoleDocument(title, SANDBOX_STYLE_PATH, body)
}

function boundOptions(bound: BoundWechat[], preferredUserId: number | null): Html {
  const ordered = [...bound].sort((a, b) => Number(b.user_id === preferredUserId) - Number(a.user_id === preferredUserId))
  return html`${ordered.map((wechat) => html`<option value="${wechat.openid}">${wechat.phone} ${wechat.name} — ${wechat.openid}</option>`)}`
}

/** The two scan buttons for one QR: as a WeChat nobody has seen, or as a bound one. */
function scanForms(subToken: string, bound: BoundWechat[], preferredUserId: number | null): Html {
  return html`<form method="post" action="/__sandbox/wechat/scan">
      <input type="hidden" name="sub_token" value="${subToken}" /><input type="hidden" name="as" value="new" />
      <button type="submit">扫码（新微信用户） / Scan as new WeChat user</button>
    </form>
    ${
      bound.length
        ? html`<form method="post" action="/__sandbox/wechat/scan">
            <input type="hidden" name="sub_token" value="${subToken}" /><input type="hidden" name="as" value="bound" />
            <select name="openid" aria-label="已绑定的微信 / Bound WeChat">
              ${boundOptions(bound, preferredUserId)}
            </select>
            <button type="submit">扫码（已绑定用户） / Scan as bound user</button>
          </form>`
        : html`<span class="muted">没有已绑定的微信 / No bound WeChat yet</span>`
    }`
}

export function consolePage(view: { inbox: InboxEntry[]; pending: PendingQr[]; bound: BoundWechat[]; now: number }): Html {
  const { inbox, pending, bound, now } = view
  return layout(
    '沙箱控制台 / Sandbox console',
    html`<h1>沙箱控制台 / Sandbox console</h1>
      <p class="note">
        这里扮演短信与微信：读取验证码、扫描登录与绑定二维码。仅在配置 SANDBOX=on 时存在。<br />
        This page plays SMS and WeChat: read verification codes, scan login and bind QR codes. It exists only when SANDBOX=on.
        <a href="/__sandbox">刷新 / Refresh</a> · <a href="/__sandbox/pay" data-testid="sandbox-pay-console">支付与发票 / Payments and invoices</a>
      </p>

      <h2>短信收件箱 / SMS inbox</h2>
      ${
        inbox.length
          ? html`<table>
              <thead>
                <tr>
                  <th>手机号 / Phone</th>
                  <th>验证码 / Code</th>
                  <th>场景 / Scene</th>
                  <th>发送时间 / Sent at</th>
                </tr>
              </thead>
              <tbody>
                ${inbox.map(
                  (entry) =>
                    html`<tr>
                      <td>${entry.phone}</td>
                      <td class="code" data-testid="sandbox-code-${entry.phone}">${entry.code}</td>
                      <td>${SCENES[entry.scene] ?? entry.scene}</td>
                      <td>${chinaTime(entry.sent_at)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p class="muted">还没有发送过验证码 / No codes sent yet</p>`
      }

      <h2>待扫描的二维码 / Pending QR codes</h2>
      ${table(
        ['用途 / Purpose', 'sub_token', '剩余 / Expires in', '扫码 / Scan'],
        pending,
        (qr) => [
          html`${purposeLabel(qr.purpose)}${qr.phone ? html`<br /><span class="muted">${qr.phone}</span>` : ''}`,
          html`<a href="/__sandbox/wechat/scan?sub_token=${encodeURIComponent(qr.sub_token)}"><code>${qr.sub_token}</code></a>`,
          `${qr.expires_at - now} s`,
          scanForms(qr.sub_token, bound, qr.user_id),
        ],
        { empty: '没有待扫描的二维码（二维码 120 秒后过期） / No pending QR codes (they expire after 120 s)' },
      )}

      <h2>已绑定的微信 / Bound WeChat accounts</h2>
      ${table(['openid', '手机号 / Phone', '名称 / Name'], bound, (wechat) => [html`<code>${wechat.openid}</code>`, wechat.phone, wechat.name], { empty: '没有 / None' })}

      <h2>JSON（测试用） / JSON for tests</h2>
      <p>
        <code>GET /__sandbox/sms?phone=P</code> → <code>{ phone, code, scene, sent_at }</code><br />
        <code>POST /__sandbox/wechat/scan</code> <code>{ sub_token, as: 'new' | 'bound', openid? }</code> → <code>{ sub_token, purpose, openid, state }</code>
      </p>`,
  )
}

export interface ScanView {
  subToken: string
  qr: { purpose: number; state: number; expires_at: number; user_id: number | null; phone: string | null } | null
  bound: BoundWechat[]
  message?: string
  now: number
}

/** The page a login or rebind QR points to in the sandbox: what a phone's WeChat would show. */
export function scanPage({ subToken, qr, bound, message, now }: ScanView): Html {
  const body = !qr
    ? html`<p>未知的二维码 / Unknown QR code.</p>`
    : html`<table>
          <tr>
            <th>用途 / Purpose</th>
            <td>${purposeLabel(qr.purpose)}${qr.phone ? html` — ${qr.phone}` : ''}</td>
          </tr>
          <tr>
            <th>状态 / State</th>
            <td data-testid="sandbox-scan-state">${STATES[qr.state] ?? qr.state}</td>
          </tr>
          <tr>
            <th>过期 / Expires</th>
            <td>${qr.expires_at > now ? `${qr.expires_at - now} s` : '已过期 / expired'}</td>
          </tr>
        </table>
        ${qr.state === WechatQrState.WaitingFollow && qr.expires_at > now ? html`<p>${scanForms(subToken, bound, qr.user_id)}</p>` : ''}`
  return layout(
    '沙箱扫码 / Sandbox scan',
    html`<h1>微信扫码 / WeChat scan</h1>
      ${message ? html`<p class="note" role="status">${message}</p>` : ''} ${body}
      <p><a href="/__sandbox">返回控制台 / Back to the console</a></p>`,
  )
}

export interface AuthorizeView {
  appId: string
  redirectUri: string
  state: string
  bound: BoundWechat[]
  error?: string
}

/** The sandbox's stand-in for WeChat's OAuth page: approve as a new or a bound WeChat user. */
export function authorizePage({ appId, redirectUri, state, bound, error }: AuthorizeView): Html {
  const hidden = html`<input type="hidden" name="appid" value="${appId}" /><input type="hidden" name="redirect_uri" value="${redirectUri}" /><input
      type="hidden"
      name="state"
      value="${state}"
    />`
  return layout(
    '沙箱微信授权 / Sandbox WeChat authorisation',
    html`<h1>微信授权登录 / WeChat authorisation</h1>
      ${
        error
          ? html`<p class="note" role="alert">${error}</p>`
          : html`<p>网站申请获取你的微信身份 / The site asks for your WeChat identity.</p>
              <p class="muted">回到 / Returns to: <code>${redirectUri}</code></p>
              <form method="post" action="/__sandbox/wechat/authorize">
                ${hidden}<input type="hidden" name="as" value="new" /> <button type="submit">授权（新微信用户） / Authorise as new WeChat user</button>
              </form>
              ${
                bound.length
                  ? html`<form method="post" action="/__sandbox/wechat/authorize">
                      ${hidden}<input type="hidden" name="as" value="bound" />
                      <select name="openid" aria-label="已绑定的微信 / Bound WeChat">
                        ${boundOptions(bound, null)}
                      </select>
                      <button type="submit">授权（已绑定用户） / Authorise as bound user</button>
                    </form>`
                  : ''
              }`
      }
      <p><a href="/__sandbox">沙箱控制台 / Sandbox console</a></p>`,
  )
}

/** The mini-program scan of the receive-free storage flow: one button confirms the organisation. */
export function orgScanPage({ token, done, found }: { token: string; done: boolean; found: boolean }): Html {
  const body = !found
    ? html`<p>未找到该小程序码 / Unknown code.</p>`
    : done
      ? html`<p>已确认机构信息 / Organisation confirmed. 返回活动页面查看结果。</p>`
      : html`<form method="post" action="/__sandbox/activity/scan">
          <input type="hidden" name="token" value="${token}" />
          <button type="submit">扫码确认机构信息 / Confirm organisation</button>
        </form>`
  return layout(
    '小程序扫码 / Mini-program scan',
    html`<h1>小程序扫码 / Mini-program scan</h1>
      ${body}`,
  )
}
