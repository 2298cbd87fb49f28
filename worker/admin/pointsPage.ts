import { html } from 'hono/html'
import { ADJUST_TYPES, type AdjustForm, type AdjustResult } from './points'
import { adminLayout, notice, type Html, type Viewer } from './views'

const OUTCOME_LABELS: Record<AdjustResult['outcome'], string> = {
  credited: '已发放',
  already: '本批次已发放过，未重复发放',
  unknown: '没有此手机号的账号，未发放',
}

export function pointsPage(
  viewer: Viewer,
  view: { form: AdjustForm; canAdjust: boolean; message?: { ok: boolean; text: string } | null; results?: AdjustResult[] },
): Html {
  const { form, canAdjust, message, results } = view
  return adminLayout(
    '积分调整',
    viewer,
    html`<h1>积分调整</h1>
      <p class="muted">每行一个手机号，或“手机号,积分”。同一批次号再次提交不会重复发放；积分有效期至次年 12 月 31 日。</p>
      ${notice(message)}
      ${
        results && results.length > 0
          ? html`<table data-testid="points-results">
              <tr>
                <th>手机号</th>
                <th>积分</th>
                <th>结果</th>
                <th>当前余额</th>
              </tr>
              ${results.map(
                (row) =>
                  html`<tr>
                    <td>${row.phone}</td>
                    <td>${row.points}</td>
                    <td>${OUTCOME_LABELS[row.outcome]}</td>
                    <td>${row.balance ?? ''}</td>
                  </tr>`,
              )}
            </table>`
          : ''
      }
      ${
        canAdjust
          ? html`<form method="post" action="/admin/points">
              <input type="hidden" name="batch" value="${form.batch}" />
              <fieldset>
                <label
                  >类型
                  <select name="type">
                    ${Object.entries(ADJUST_TYPES).map(([value, label]) => html`<option value="${value}" ${value === form.type ? 'selected' : ''}>${value} ${label}</option>`)}
                  </select></label
                >
                <label>积分 <input name="points" value="${form.points}" inputmode="numeric" placeholder="每个手机号的积分" /></label>
                <label>备注 <input name="note" value="${form.note}" maxlength="100" placeholder="例如：活动补发" /></label>
                <br /><label
                  >手机号<br /><textarea name="phones" rows="8" cols="40" placeholder="13800138000&#10;13900139000,50">${form.phones}</textarea>
                </label>
                <p class="muted">批次号：<code>${form.batch}</code></p>
                <button type="submit">发放</button>
              </fieldset>
            </form>`
          : html`<p class="muted">你的角色只能查看。</p>`
      }`,
  )
}
