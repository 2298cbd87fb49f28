import { html } from 'hono/html'
import { CONFIG_LABELS, type ConfigForm } from './config'
import { adminLayout, field, notice, type Html, type Message, type Viewer } from './views'

export function configPage(viewer: Viewer, view: { form: ConfigForm; canEdit: boolean; message?: Message }): Html {
  const { form, canEdit, message } = view
  const disabled = !canEdit
  const time = (name: string, label: string) => field(label, name, form[name] ?? '', { placeholder: '2026-12-01 10:00:00', size: 20, disabled })
  return adminLayout(
    '全局配置',
    viewer,
    html`<h1>全局配置</h1>
      <p class="muted">时间均为北京时间；留空表示不设置。保存后立即生效。</p>
      ${notice(message)}
      <form method="post" action="/admin/config">
        <fieldset>
          <legend>文案与备案</legend>
          ${Object.entries(CONFIG_LABELS.text).map(([name, { label, max }]) => html`${field(label, name, form[name] ?? '', { maxlength: max, size: 40, disabled })}<br />`)}
        </fieldset>
        <fieldset>
          <legend>开关</legend>
          ${Object.entries(CONFIG_LABELS.switches).map(
            ([name, label]) =>
              html`<label><input type="checkbox" name="${name}" ${form[name] ? 'checked' : ''} ${disabled ? 'disabled' : ''} /> ${label}</label>`,
          )}
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
            ${field('促销活动状态', 'promotion_activity_state', form.promotion_activity_state ?? '0', { inputmode: 'numeric', size: 2, disabled })}
          </div>
        </fieldset>
        ${canEdit ? html`<button type="submit">保存</button>` : html`<p class="muted">你的角色只能查看。</p>`}
      </form>`,
  )
}
