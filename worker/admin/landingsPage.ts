import { html } from 'hono/html'
import type { LandingForm, LandingRow } from './landings'
import { adminLayout, field, notice, table, textArea, type Html, type Message, type Viewer } from './views'

export function landingsPage(viewer: Viewer, view: { rows: LandingRow[]; canEdit: boolean }): Html {
  const { rows, canEdit } = view
  return adminLayout(
    '落地页',
    viewer,
    html`<h1>广告落地页</h1>
      <p class="muted">广告链接 <code>/ad/标识</code> 打开对应落地页，未知标识打开默认落地页；渠道到活动的映射在<a href="/admin/campaigns">活动</a>页设置。</p>
      ${canEdit ? html`<p><a href="/admin/landings/new" data-testid="admin-new-landing">新建落地页</a></p>` : ''}
      ${table(
        ['标识', '平台', '主标题', '分享标题', ''],
        rows,
        (row) => [
          html`<code>${row.key}</code>`,
          row.platform,
          row.headline,
          row.share_title,
          html`<a href="${landingPath(row.key)}" target="_blank" rel="noopener">预览</a>
            ${canEdit ? html`<a href="/admin/landings/edit/${row.key}" data-testid="admin-edit-landing-${row.key}">编辑</a>` : ''}`,
        ],
        { testId: 'admin-landings' },
      )}`,
  )
}

function landingPath(key: string): string {
  return key === 'default' ? '/ad' : `/ad/${key}`
}

export function landingPage(viewer: Viewer, view: { form: LandingForm; creating: boolean; media: string[]; message?: Message }): Html {
  const { form, creating, media, message } = view
  const heading = creating ? '新建落地页' : `编辑落地页 ${form.key}`
  const image = (label: string, name: 'hero_before' | 'hero_after') => field(label, name, form[name], { list: 'admin-media', maxlength: 64 })
  return adminLayout(
    heading,
    viewer,
    html`<h1>${heading}</h1>
      <p>
        <a href="/admin/landings">返回落地页列表</a
        >${creating ? '' : html` · <a href="${landingPath(form.key)}" target="_blank" rel="noopener" data-testid="admin-landing-preview">预览落地页</a>`}
      </p>
      ${notice(message)}
      <form method="post" action="${creating ? '/admin/landings/new' : `/admin/landings/edit/${form.key}`}">
        <fieldset class="stack">
          <legend>落地页</legend>
          ${creating ? field('标识（/ad/ 后的部分）', 'key', form.key, { maxlength: 32 }) : html`<input type="hidden" name="key" value="${form.key}" />`}
          ${field('平台', 'platform', form.platform, { maxlength: 32 })} ${field('主标题', 'headline', form.headline, { maxlength: 40, size: 40 })}
          ${field('副标题', 'subline', form.subline, { maxlength: 80, size: 60 })} ${image('首屏修图前图片', 'hero_before')}
          ${image('首屏修图后图片', 'hero_after')}
          ${textArea('案例（每行一个：标题 | 说明 | 修图前图片 | 修图后图片）', 'showcases', form.showcases, { rows: 6, cols: 90 })}
          ${textArea('数据（每行一条：数值 | 说明）', 'proof', form.proof, { rows: 4, cols: 40 })}
          ${field('分享标题', 'share_title', form.share_title, { maxlength: 60, size: 60 })}
          ${field('分享描述', 'share_description', form.share_description, { maxlength: 120, size: 80 })}
          <datalist id="admin-media">${media.map((name) => html`<option value="${name}"></option>`)}</datalist>
          <button type="submit">${creating ? '创建落地页' : '保存'}</button>
        </fieldset>
      </form>`,
  )
}
