import { lazy, Suspense, useState } from 'react'
import { ColumnHeads } from '../../components/ColumnHeads'
import { Button } from '../../components/form'
import { QueryFallback } from '../../components/QueryFallback'
import { formatDateTime } from '../../lib/format'
import { useInvoiceOrders } from './api/invoiceOrders'

export { invoiceOrdersQuery } from './api/invoiceOrders'
import { INVOICE_TEXT } from './invoiceMessages'
import { formatPrice } from './price'
import { Actions, Stack, Table } from './components/profileStyles'

/** The application form (its rules, zod's form hook) loads when 申请开票 is pressed, not with the list. */
const InvoiceForm = lazy(() => import('./components/InvoiceForm').then((module) => ({ default: module.InvoiceForm })))

/** /profile/invoices: paid orders that can be invoiced, and the application for the chosen ones. */
export function InvoicesView() {
  const orders = useInvoiceOrders()
  const [chosen, setChosen] = useState<string[]>([])
  const [applying, setApplying] = useState(false)
  if (orders.isError || !orders.data) return <QueryFallback query={orders} text={INVOICE_TEXT} />
  if (orders.data.length === 0) return <p data-testid="invoice-orders-empty">{INVOICE_TEXT.pendingEmpty}</p>
  const picked = chosen.filter((no) => orders.data.some((order) => order.out_trade_no === no))
  const toggle = (no: string) => setChosen(picked.includes(no) ? picked.filter((item) => item !== no) : [...picked, no])
  return (
    <Stack>
      <Table>
        <table data-testid="invoice-orders">
          <ColumnHeads
            labels={[<span hidden>{INVOICE_TEXT.choose}</span>, INVOICE_TEXT.product, INVOICE_TEXT.order, INVOICE_TEXT.paidAt, INVOICE_TEXT.amount]}
          />
          <tbody>
            {orders.data.map((order) => (
              <tr key={order.out_trade_no}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${INVOICE_TEXT.order} ${order.out_trade_no}`}
                    checked={picked.includes(order.out_trade_no)}
                    onChange={() => toggle(order.out_trade_no)}
                  />
                </td>
                <td>{order.product_name}</td>
                <td>{order.out_trade_no}</td>
                <td>{formatDateTime(order.paid_at)}</td>
                <td data-num="">{formatPrice(order.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Table>
      {applying ? (
        <Suspense fallback={null}>
          <InvoiceForm
            outTradeNos={picked}
            onCancel={() => setApplying(false)}
            onDone={() => {
              setApplying(false)
              setChosen([])
            }}
          />
        </Suspense>
      ) : (
        <Actions>
          <Button type="button" disabled={picked.length === 0} onClick={() => setApplying(true)}>
            {INVOICE_TEXT.apply}
            {picked.length > 0
              ? ` · ${formatPrice(orders.data.filter((order) => picked.includes(order.out_trade_no)).reduce((sum, order) => sum + order.amount, 0))}`
              : ''}
          </Button>
        </Actions>
      )}
    </Stack>
  )
}
