import { html } from 'hono/html'
import { activityUrl, stateLabel, THEMES, WELFARE_RULES, type ActivityForm, type ActivityRow, type ChannelRow } from './campaigns'
import { adminLayout, chinaTime, notice, type Html, type Viewer } from './views'

type Message = { ok: boolean; text: string } | null | undefined

export function campaignsPage(
  viewer: Viewer,
  view: {
    activities: ActivityRow[]
    channels: ChannelRow[]
    now: number
    canEdit: boolean
    message?: Message
    channelForm?: { channel: string; uuid: string; note: string }
  },
): Html {
  const { activities, channels, now, canEdit, message, channelForm } = view
  return adminLayout(
    '活动',
    viewer,
    html`<h1>活动</h1>
      ${notice(message)} ${canEdit ? html`<p><a href="/admin/campaigns/new" data-testid="admin-new-activity">新建活动</a></p>` : ''}
      <table data-testid="admin-activities">
        <tr>
          <th>标识</th>
          <th>类型</th>
          <th>标题</th>
          <th>预热 / 开始 / 结束</th>
          <th>状态</th>
          <th></th>
        </tr>
        ${activities.map((row) => {
          const url = activityUrl(row.family, row.uuid)
          return html`<tr>
            <td><code>${row.uuid}</code></td>
            <td>${row.family}</td>
            <td>${row.title}</td>
            <td>${chinaTime(row.preheat_at)}<br />${chinaTime(row.start_at)}<br />${chinaTime(row.end_at)}</td>
            <td>${stateLabel(row, now)}</td>
            <td>
              ${url ? html`<a href="${url}" target="_blank" rel="noopener">预览</a> ` : ''}${canEdit ? html`<a href="/admin/campaigns/edit/${row.uuid}">编辑</a>` : ''}
            </td>
          </tr>`
        })}
      </table>
      <h2>渠道 → 活动</h2>
      <p class="muted">渠道链接 <code>/?channel=渠道标识</code> 落到所指活动，并记录来源。</p>
      <table data-testid="admin-channels">
        <tr>
          <th>渠道</th>
          <th>活动</th>
          <th>备注</th>
        </tr>
        ${channels.map(
          (row) =>
            html`<tr>
              <td><code>${row.channel}</code></td>
              <td><code>${row.activity_uuid}</code></td>
              <td>${row.note}</td>
            </tr>`,
        )}
      </table>
      ${
        canEdit
          ? html`<form method="post" action="/admin/campaigns/channels">
              <fieldset>
                <legend>设置渠道（活动留空即删除该渠道）</legend>
                <label>渠道 <input name="channel" value="${channelForm?.channel ?? ''}" maxlength="64" /></label>
                <label>活动标识 <input name="uuid" value="${channelForm?.uuid ?? ''}" maxlength="64" /></label>
                <label>备注 <input name="note" value="${channelForm?.note ?? ''}" maxlength="100" /></label>
                <button type="submit">保存渠道</button>
              </fieldset>
            </form>`
          : ''
      }`,
  )
}

export function activityPage(viewer: Viewer, view: { form: ActivityForm; creating: boolean; message?: Message }): Html {
  const { form, creating, message } = view
  const url = creating ? null : activityUrl(form.family, form.uuid)
  const field = (name: keyof ActivityForm, label: string, extra = '') =>
    html`<label>${label}<br /><input name="${name}" value="${form[name]}" ${extra} size="40" /></label><br />`
  return adminLayout(
    creating ? '新建活动' : `编辑活动 ${form.uuid}`,
    viewer,
    html`<h1>${creating ? '新建活动' : `编辑活动 ${form.uuid}`}</h1>
      <p>
        <a href="/admin/campaigns">返回活动列表</a
        >${url ? html` · <a href="${url}" target="_blank" rel="noopener" data-testid="admin-activity-preview">预览活动页</a>` : ''}
      </p>
      ${notice(message)}
      <form method="post" action="${creating ? '/admin/campaigns/new' : `/admin/campaigns/edit/${form.uuid}`}">
        <fieldset>
          ${creating ? field('uuid', '活动标识（链接中的 uuid）', 'maxlength="64"') : html`<input type="hidden" name="uuid" value="${form.uuid}" />`}
          ${field('family', '活动类型（页面，如 sale、group、deposit、aigc/figure）', 'maxlength="40"')} ${field('title', '标题', 'maxlength="40"')}
          ${field('subtitle', '副标题', 'maxlength="80"')} ${field('preheat_at', '预热时间（北京时间）')} ${field('start_at', '开始时间')}
          ${field('end_at', '结束时间')}
          <label
            >领取条件
            <select name="welfare_rule">
              ${Object.entries(WELFARE_RULES).map(([value, label]) => html`<option value="${value}" ${value === form.welfare_rule ? 'selected' : ''}>${label}</option>`)}
            </select></label
          >
          <label
            >主题色
            <select name="theme">
              ${THEMES.map((theme) => html`<option value="${theme}" ${theme === form.theme ? 'selected' : ''}>${theme}</option>`)}
            </select></label
          ><br />
          <label>活动规则（每行一条）<br /><textarea name="rules" rows="6" cols="60">${form.rules}</textarea></label><br />
          ${field('share_title', '分享标题', 'maxlength="40"')} ${field('share_description', '分享描述', 'maxlength="80"')}
          <button type="submit">${creating ? '创建活动' : '保存'}</button>
        </fieldset>
      </form>`,
  )
}
