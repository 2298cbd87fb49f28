import { html } from 'hono/html'
import type { ReconciliationRun } from '../services/pay'
import { JOB_RESOLUTION_LABELS, MISMATCH_KIND_LABELS, RESOLUTION_LABELS, type MismatchRow } from './reconciliation'
import { adminLayout, chinaTime, notice, options, pendingToggle, table, yuan, type Html, type Message, type Viewer } from './views'

const RUN_STATE_LABELS: Record<ReconciliationRun['state'], string> = { running: '进行中', done: '已完成', failed: '失败，待重试' }

export function reconciliationPage(
  viewer: Viewer,
  view: {
    rows: MismatchRow[]
    runs: ReconciliationRun[]
    onlyOpen: boolean
    canResolve: boolean
    message?: Message
    typed?: { id: number; resolution: string; note: string }
  },
): Html {
  const { rows, runs, onlyOpen, canResolve, message, typed } = view
  const decision = (row: MismatchRow) => {
    const current = typed?.id === row.id ? typed : { resolution: row.operator_resolution ?? '', note: row.operator_note ?? '' }
    return html`${
      row.operator_resolution
        ? html`${RESOLUTION_LABELS[row.operator_resolution] ?? row.operator_resolution}${row.operator_note ? `：${row.operator_note}` : ''}<br /><span
              class="muted"
              >${row.resolved_by} ${chinaTime(row.resolved_at)}</span
            >`
        : ''
    }
    ${
      canResolve
        ? html`<form method="post" action="/admin/reconciliation/${row.id}">
            <select name="resolution" aria-label="处理结果">
              ${options(RESOLUTION_LABELS, current.resolution, '请选择')}
            </select>
            <input name="note" value="${current.note}" placeholder="备注" maxlength="200" aria-label="备注" />
            <button type="submit">保存</button>
          </form>`
        : ''
    }`
  }
  return adminLayout(
    '对账差异',
    viewer,
    html`<h1>对账差异</h1>
      <p class="muted">每日对账任务记录的差异：“对账任务结果”是任务自己的处理（已补记或待人工处理），“处理结果”由运营或财务填写，每次填写都记入审计日志。</p>
      ${pendingToggle('/admin/reconciliation', onlyOpen, '只看待处理')} ${notice(message)}
      ${
        rows.length === 0
          ? html`<p class="muted">没有对账差异。</p>`
          : table(
              ['账单日', '渠道', '订单号', '差异', '渠道金额', '本地金额', '对账任务结果', '处理结果'],
              rows,
              (row) => [
                row.bill_date,
                row.channel,
                html`<a href="/admin/orders/${row.out_trade_no}">${row.out_trade_no}</a>`,
                MISMATCH_KIND_LABELS[row.kind] ?? row.kind,
                yuan(row.channel_amount),
                yuan(row.local_amount),
                JOB_RESOLUTION_LABELS[row.resolution] ?? row.resolution,
                decision(row),
              ],
              { testId: 'admin-mismatches', rowTestId: (row) => `admin-mismatch-${row.id}` },
            )
      }
      <h2>对账任务</h2>
      ${
        runs.length === 0
          ? html`<p class="muted">对账任务尚未运行。</p>`
          : table(['账单日', '渠道', '状态', '尝试次数', '账单行数', '差异数', '完成时间', '错误'], runs, (run) => [
              run.bill_date,
              run.channel,
              RUN_STATE_LABELS[run.state],
              run.attempts,
              run.bill_rows,
              run.mismatches,
              chinaTime(run.finished_at),
              run.error,
            ])
      }`,
  )
}
