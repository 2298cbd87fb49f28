import { useState } from 'react'
import { INVOICE_PAGE_SIZE } from '../../../shared/contracts/payAccount'
import { InvoiceStatus } from '../../../shared/payEnums'
import { ColumnHeads } from '../../components/ColumnHeads'
import { Button } from '../../components/form'
import { QueryFallback } from '../../components/QueryFallback'
import { formatDateTime } from '../../lib/format'
import type { ApiClient } from '../../lib/api/client'
import { invoiceDownloadUrl, invoiceHistoryQuery, useInvoiceHistory } from './api/invoiceHistory'
import { INVOICE_TEXT } from './invoiceMessages'
import { formatPrice } from './price'
import { Actions, Stack, Status, Table } from './components/profileStyles'

const STATUS_TONE: Record<number, string> = { [InvoiceStatus.Applying]: '2', [InvoiceStatus.Issued]: '1', [InvoiceStatus.Failed]: 'failed' }

/** The page the history opens on. */
const FIRST_PAGE = 1

/** The history's page the view opens on, for the page's prefetch. */
export function firstHistoryPageQuery(api: ApiClient) {
  return invoiceHistoryQuery(api, FIRST_PAGE)
}

/** /profile/invoicing-history: applications with their status (1 applying, 2 issued, 3 failed); an issued invoice downloads. */
export function InvoiceHistoryView() {
  const [page, setPage] = useState(FIRST_PAGE)
  const history = useInvoiceHistory(page)
  if (history.isError || !history.data) return <QueryFallback query={history} text={INVOICE_TEXT} />
  if (history.data.list.length === 0) return <p>{INVOICE_TEXT.historyEmpty}</p>
  const pages = Math.max(1, Math.ceil(history.data.total / INVOICE_PAGE_SIZE))
  return (
    <Stack>
      <Table>
        <table data-testid="invoice-history">
          <ColumnHeads
            labels={[INVOICE_TEXT.title, INVOICE_TEXT.invoiceType, INVOICE_TEXT.amount, INVOICE_TEXT.appliedAt, INVOICE_TEXT.statusTitle, INVOICE_TEXT.actions]}
          />
          <tbody>
            {history.data.list.map((invoice) => (
              <tr key={invoice.id} data-testid="invoice-row" data-status={invoice.status}>
                <td>{invoice.title}</td>
                <td>{INVOICE_TEXT.types[invoice.invoice_type]}</td>
                <td data-num="">{formatPrice(invoice.amount)}</td>
                <td>{formatDateTime(invoice.applied_at)}</td>
                <td>
                  <Status data-status={STATUS_TONE[invoice.status]}>{INVOICE_TEXT.status[invoice.status]}</Status>
                  {invoice.status === InvoiceStatus.Failed && invoice.fail_reason ? <small> {invoice.fail_reason}</small> : null}
                </td>
                <td>
                  {invoice.status === InvoiceStatus.Issued ? (
                    <a href={invoiceDownloadUrl(invoice.id)} download>
                      {INVOICE_TEXT.download}
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Table>
      {pages > 1 ? (
        <Actions>
          <Button type="button" data-variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {INVOICE_TEXT.previous}
          </Button>
          <span>
            {page} / {pages}
          </span>
          <Button type="button" data-variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {INVOICE_TEXT.next}
          </Button>
        </Actions>
      ) : null}
    </Stack>
  )
}
