import { html } from 'hono/html'
import { DATA_MAX_CHARS, familyDataFields } from '../../shared/activityData'
import type { CodeBatch, IssueForm } from './exchangeCodes'
import { GIFT_TYPE_LABELS, type GiftRow } from './offers'
import { chinaTime, choice, field, table, textArea, type Html } from './views'

/** An activity page's family data editor and redemption codes (issue 27), below its gifts and cards. */

export interface ActivityTools {
  /** The data as saved, or as typed when a save was refused. */
  dataText: string
  /** Exchange activities only: their batches, the issue form (as typed when refused) and the codes just issued. */
  codes?: { batches: CodeBatch[]; form: IssueForm; issued?: { batch: string; codes: string[] } }
}

export function familyDataSection(uuid: string, family: string, dataText: string): Html {
  const fields = Object.entries(familyDataFields(family))
  return html`<h2>活动专属数据</h2>
    <p class="muted">活动类型 ${family} 的页面面板展示的内容，JSON 对象，保存前按字段校验。</p>
    ${
      fields.length
        ? table(['字段', '含义', '要求'], fields, ([key, spec]) => [html`<code>${key}</code>`, spec.label, spec.expect], { testId: 'admin-data-fields' })
        : html`<p class="muted">该活动类型没有专属数据，请留空。</p>`
    }
    <form method="post" action="/admin/campaigns/edit/${uuid}/data" data-testid="admin-activity-data">
      <fieldset class="stack">
        <legend>活动专属数据（JSON）</legend>
        ${textArea('活动专属数据', 'data', dataText, { rows: 10, cols: 80, maxlength: DATA_MAX_CHARS, spellcheck: 'false' })}
        <button type="submit">保存活动数据</button>
      </fieldset>
    </form>`
}

export function codesSection(uuid: string, gifts: readonly GiftRow[], codes: NonNullable<ActivityTools['codes']>): Html {
  const { batches, form, issued } = codes
  const giftOptions = gifts.map((gift) => [String(gift.id), `${GIFT_TYPE_LABELS[gift.type] ?? gift.type} · ${gift.amount}${gift.unit} ${gift.name}`] as const)
  const csv = (batch: string) => `/admin/campaigns/edit/${uuid}/codes/${batch}`
  return html`<h2>兑换码</h2>
    <p class="muted">兑换码的类型与权益即所选赠品；每个账号每种赠品只能兑换一次。生成后可下载 CSV 发放。</p>
    ${
      issued
        ? html`<div data-testid="admin-issued-codes">
            <p>本批次 <code>${issued.batch}</code>：<a href="${csv(issued.batch)}" download>下载 CSV</a></p>
            <pre>${issued.codes.join('\n')}</pre>
          </div>`
        : ''
    }
    ${
      gifts.length
        ? html`<form method="post" action="/admin/campaigns/edit/${uuid}/codes" data-testid="admin-issue-codes">
            <fieldset>
              <legend>生成兑换码</legend>
              ${choice('兑换内容', 'gift_id', giftOptions, form.gift_id, '请选择')} ${field('生成数量', 'count', form.count, { inputmode: 'numeric', size: 6 })}
              ${field('有效期至（北京时间，留空为活动结束时间）', 'expires_at', form.expires_at, { placeholder: '2026-12-31 23:59:59', size: 20 })}
              <button type="submit">生成兑换码</button>
            </fieldset>
          </form>`
        : html`<p class="muted">请先添加赠品，兑换码兑换的就是赠品。</p>`
    }
    ${table(
      ['批次', '兑换内容', '数量', '已使用', '有效期至', '生成时间', ''],
      batches,
      (batch) => [
        html`<code>${batch.batch}</code>`,
        batch.gift,
        batch.count,
        batch.used,
        chinaTime(batch.expires_at),
        chinaTime(batch.issued_at),
        html`<a href="${csv(batch.batch)}" download>CSV</a>`,
      ],
      { testId: 'admin-code-batches', empty: '还没有生成过兑换码。' },
    )}`
}
