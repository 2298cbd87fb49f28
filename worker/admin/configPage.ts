import { html } from 'hono/html'
import { CONFIG_LABELS, type ConfigForm } from './config'
import { adminLayout, notice, type Html, type Viewer } from './views'

export function configPage(viewer: Viewer, view: { form: ConfigForm; canEdit: boolean; message?: { ok: boolean; text: string } | null }): Html {
  const { form, canEdit, message } = view
  const disabled = canEdit ? '' : 'disabled'
  const time = (name: string, label: string) =>
    html`<label>${label} <input name="${name}" value="${form[name] ?? ''}" placeholder="2026-12-01 10:00:00" size="20" ${disabled} /></label>`
  return adminLayout(
    '全局配置',
    viewer,
    html`<h1>全局配置</h1>
      <p class="muted">时间均为北京时间；留空表示不设置。保存后立即生效。</p>
      ${notice(message)}
      <form method="post" action="/admin/config">
        <fieldset>
          <legend>文案与备案</legend>
          ${Object.entries(CONFIG_LABELS.text).map(([name, { label, max }]) => html`<label>${label}<br /><input name="${name}" value="${form[name] ?? ''}" maxlength="${max}" size="40" ${disabled} /></label><br />`)}
        </fieldset>
        <fieldset>
          <legend>开关</legend>
          ${Object.entries(CONFIG_LABELS.switches).map(([name, label]) => html`<label><input type="checkbox" name="${name}" ${form[name] ? 'checked' : ''} ${disabled} /> ${label}</label>`)}
        </fieldset>
        <fieldset>
          <legend>隐藏页面入口</legend>
          ${CONFIG_LABELS.hiddenPages.map(
            ({ name, label }) =>
              html`<label><input type="checkbox" name="${name}" ${form[name] ? 'checked' : ''} ${canEdit ? '' : 'disabled'} /> ${label}</label>`,
          )}
        </fieldset>
        <fieldset>
          <legend>时间窗口</legend>
          ${Object.values(CONFIG_LABELS.windows).map(({ label, start, end }) => html`<div>${label}：${time(start, '开始')}${time(end, '结束')}</div>`)}
          <div>
            ${time('activity_end_at', '活动结束时间')}
            <label
              >促销活动状态 <input name="promotion_activity_state" value="${form.promotion_activity_state ?? '0'}" inputmode="numeric" size="2" ${disabled}
            /></label>
          </div>
        </fieldset>
        ${canEdit ? html`<button type="submit">保存</button>` : html`<p class="muted">你的角色只能查看。</p>`}
      </form>`,
  )
}
