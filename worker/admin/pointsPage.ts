import { html } from 'hono/html'
import { ADJUST_TYPES, type AdjustForm, type AdjustResult } from './points'
import { adminLayout, choice, field, notice, table, textArea, type Html, type Message, type Viewer } from './views'

const OUTCOME_LABELS: Record<AdjustResult['outcome'], string> = {
  credited: '已发放',
  already: '本批次已发放过，未重复发放',
  unknown: '没有此手机号的账号，未发放',
}

export function pointsPage(viewer: Viewer, view: { form: AdjustForm; canAdjust: boolean; message?: Message; results?: AdjustResult[] }): Html {
  const { form, canAdjust, message, results } = view
  return adminLayout(
    '积分调整',
    viewer,
    html`<h1>积分调整</h1>
      <p class="muted">每行一个手机号，或“手机号,积分”。同一批次号再次提交不会重复发放；积分有效期至次年 12 月 31 日。</p>
      ${notice(message)}
      ${
        results && results.length > 0
          ? table(['手机号', '积分', '结果', '当前余额'], results, (row) => [row.phone, row.points, OUTCOME_LABELS[row.outcome], row.balance ?? ''], {
              testId: 'points-results',
            })
          : ''
      }
      ${
        canAdjust
          ? html`<form method="post" action="/admin/points">
              <input type="hidden" name="batch" value="${form.batch}" />
              <fieldset>
                ${choice(
                  '类型',
                  'type',
                  Object.entries(ADJUST_TYPES).map(([value, label]) => [value, `${value} ${label}`] as const),
                  form.type,
                )}
                ${field('积分', 'points', form.points, { inputmode: 'numeric', placeholder: '每个手机号的积分' })}
                ${field('备注', 'note', form.note, { maxlength: 100, placeholder: '例如：活动补发' })}
                <br />${textArea('手机号', 'phones', form.phones, { rows: 8, cols: 40, placeholder: '13800138000\n13900139000,50' })}
                <p class="muted">批次号：<code>${form.batch}</code></p>
                <button type="submit">发放</button>
              </fieldset>
            </form>`
          : html`<p class="muted">你的角色只能查看。</p>`
      }`,
  )
}
