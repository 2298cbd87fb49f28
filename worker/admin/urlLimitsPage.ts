import { html } from 'hono/html'
import { URL_LIMIT_PATTERN_MAX } from '../../shared/urlLimits'
import { URL_LIMIT_NOTE_MAX, type UrlLimitForm, type UrlLimitRow } from './urlLimits'
import { adminLayout, chinaTime, field, notice, table, type Html, type Message, type Viewer } from './views'

/** The URL limits: the list, and for operators a form to add one and a button to lift each. */
export function urlLimitsPage(viewer: Viewer, view: { rows: UrlLimitRow[]; canEdit: boolean; form: UrlLimitForm; message?: Message }): Html {
  const { rows, canEdit, form, message } = view
  return adminLayout(
    '链接限制',
    viewer,
    html`<h1>链接限制</h1>
      <p class="muted">
        被限制的页面不再提供分享：微信内不设置分享卡片，App 内的分享按钮提示暂不支持。填写本站路径，如 <code>/guide/3</code>；末尾加
        <code>*</code> 表示其下所有页面，如 <code>/activity/*</code>。
      </p>
      ${notice(message)}
      ${
        canEdit
          ? html`<form method="post" action="/admin/url-limits">
              <fieldset class="stack">
                <legend>添加限制</legend>
                ${field('路径', 'pattern', form.pattern, { maxlength: URL_LIMIT_PATTERN_MAX, size: 50, 'data-testid': 'admin-url-limit-pattern' })}
                ${field('备注', 'note', form.note, { maxlength: URL_LIMIT_NOTE_MAX, size: 50 })}
                <button type="submit">添加</button>
              </fieldset>
            </form>`
          : ''
      }
      ${table(
        ['路径', '备注', '添加时间', '添加人', ''],
        rows,
        (row) => [
          html`<code>${row.pattern}</code>`,
          row.note,
          chinaTime(row.created_at),
          row.created_by,
          canEdit
            ? html`<form method="post" action="/admin/url-limits/remove/${row.id}">
                <button type="submit" aria-label="解除限制 ${row.pattern}">解除限制</button>
              </form>`
            : '',
        ],
        { testId: 'admin-url-limits' },
      )}`,
  )
}
