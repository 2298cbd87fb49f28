import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { payAccountCalls } from '../../../shared/contracts/payAccount'
import { invoiceApplyRequest, invoiceHistoryResponse, invoiceOrdersResponse } from '../../../shared/contracts/schemas/payAccount'
import { INVOICE_MESSAGES, PAY_MESSAGES } from '../../../shared/payMessages'
import { InvoiceStatus } from '../../../shared/payEnums'
import { DEMO } from '../../test/accounts'
import { callPay, callRaw, createOrder, paidNotification, payApi, postNotification, resetPayAsDemo, tokenFor } from '../../test/pay'

const COMPANY = {
  invoice_type: 'bs',
  title_type: 1,
  title: '陈记摄影工作室有限公司',
  tax_code: '91310000MA1K3XYZ8Q',
  address: '上海市徐汇区漕溪北路 88 号',
  phone: '021-64881234',
  bank_name: '招商银行上海徐汇支行',
  bank_account: '6225 8801 2345 6789',
  email: 'finance@chenji.example',
}

describe('invoice form rules (spec section 5)', () => {
  const messages = (form: Record<string, unknown>) => {
    const result = invoiceApplyRequest.safeParse({ out_trade_nos: ['P20260101000000ABCDEFGHJK'], ...form })
    return result.success ? [] : result.error.issues.map((issue) => issue.message)
  }

  it('accepts a complete special invoice and an individual general one', () => {
    expect(messages(COMPANY)).toEqual([])
    expect(messages({ invoice_type: 'pc', title_type: 2, title: '陈晓', email: 'chen@example.com' })).toEqual([])
  })

  it('checks the tax code (15-20 uppercase letters or digits), landline, bank account and e-mail', () => {
    expect(messages({ ...COMPANY, tax_code: '91310000ma1k3xyz8q' })).toEqual([INVOICE_MESSAGES.taxCode])
    expect(messages({ ...COMPANY, tax_code: 'ABC123' })).toEqual([INVOICE_MESSAGES.taxCode])
    expect(messages({ ...COMPANY, tax_code: 'A'.repeat(21) })).toEqual([INVOICE_MESSAGES.taxCode])
    expect(messages({ ...COMPANY, tax_code: 'A'.repeat(15) })).toEqual([])
    expect(messages({ ...COMPANY, phone: '13800138000' })).toEqual([INVOICE_MESSAGES.landline])
    expect(messages({ ...COMPANY, phone: '02164881234' })).toEqual([])
    expect(messages({ ...COMPANY, bank_account: '6225-8801' })).toEqual([INVOICE_MESSAGES.bankAccount])
    expect(messages({ ...COMPANY, email: 'finance@' })).toEqual([INVOICE_MESSAGES.email])
    expect(messages({ ...COMPANY, email: '' })).toEqual([INVOICE_MESSAGES.emailRequired])
  })

  it('needs the tax code for company titles and the bank details for the special type', () => {
    expect(messages({ ...COMPANY, invoice_type: 'pc', tax_code: '' })).toEqual([INVOICE_MESSAGES.taxCodeRequired])
    expect(messages({ ...COMPANY, address: '', bank_name: '', bank_account: '', phone: '' })).toEqual([
      INVOICE_MESSAGES.address,
      INVOICE_MESSAGES.landline,
      INVOICE_MESSAGES.bankName,
      INVOICE_MESSAGES.bankAccount,
    ])
    expect(messages({ ...COMPANY, invoice_type: 'pc', address: '', bank_name: '', bank_account: '', phone: '' })).toEqual([])
  })

  it('an individual title only for the general type', () => {
    expect(messages({ invoice_type: 'bs', title_type: 2, title: '陈晓', email: 'chen@example.com' })).toContain(INVOICE_MESSAGES.individualOnlyGeneral)
  })
})

describe('invoices', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
  })

  async function paidOrder(productId = 1002, amount = 29900) {
    const no = await createOrder(token, productId)
    await postNotification(paidNotification(no, amount))
    return no
  }

  it('bad input answers 400 with the Chinese message; nothing is stored', async () => {
    const no = await paidOrder()
    const bad = await payApi(payAccountCalls.invoiceApply.path, { token, body: { ...COMPANY, out_trade_nos: [no], tax_code: 'abc' } })
    expect(bad).toMatchObject({ status: 400, msg: INVOICE_MESSAGES.taxCode })
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM pay_invoices WHERE org_id = 101').first('n')).toBe(0)
  })

  it('applies over paid orders, which then leave the invoiceable list; the sandbox issues it and it downloads', async () => {
    const first = await paidOrder()
    const second = await paidOrder(1005, 9900)
    await createOrder(token, 1008) // unpaid: not invoiceable
    const listed = invoiceOrdersResponse.parse(await payApi(payAccountCalls.invoiceOrders.path, { token })).data.list
    expect(listed.map((order) => order.out_trade_no).sort()).toEqual([first, second].sort())
    const applied = await payApi<{ id: number; amount: number; status: number }>(payAccountCalls.invoiceApply.path, {
      token,
      body: { ...COMPANY, out_trade_nos: [first, second] },
    })
    expect(applied.data).toMatchObject({ amount: 39800, status: InvoiceStatus.Applying })
    expect(invoiceOrdersResponse.parse(await payApi(payAccountCalls.invoiceOrders.path, { token })).data.list).toEqual([])
    expect(await payApi(payAccountCalls.invoiceApply.path, { token, body: { ...COMPANY, out_trade_nos: [first] } })).toMatchObject({
      code: 5043,
      msg: PAY_MESSAGES.nothingToInvoice,
    })
    expect(await payApi(`${payAccountCalls.invoiceDownload.path}?id=${applied.data.id}`, { token })).toMatchObject({
      code: 5044,
      msg: PAY_MESSAGES.invoiceNotIssued,
    })
    const issue = await callRaw(`/__sandbox/pay/invoice/${applied.data.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'issue' }),
    })
    expect(await issue.json()).toEqual({ changed: true })
    const history = invoiceHistoryResponse.parse(await payApi(payAccountCalls.invoiceHistory.path, { token })).data
    expect(history.list[0]).toMatchObject({ id: applied.data.id, status: InvoiceStatus.Issued })
    expect(history.list[0]!.invoice_no).not.toBe('')
    const file = await callPay(`${payAccountCalls.invoiceDownload.path}?id=${applied.data.id}`, { token })
    expect(file.headers.get('content-disposition')).toContain('attachment')
    expect(await file.text()).toContain('¥398.00')
    const stranger = await tokenFor(DEMO.vip.id)
    expect(await payApi(`${payAccountCalls.invoiceDownload.path}?id=${applied.data.id}`, { token: stranger })).toMatchObject({
      code: 5044,
      msg: PAY_MESSAGES.invoiceNotFound,
    })
  })

  it('a failed application releases its orders; concurrent applications claim an order once', async () => {
    const no = await paidOrder()
    const applied = await payApi<{ id: number }>(payAccountCalls.invoiceApply.path, { token, body: { ...COMPANY, out_trade_nos: [no] } })
    await callRaw(`/__sandbox/pay/invoice/${applied.data.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'fail', reason: '税号有误' }),
    })
    const history = invoiceHistoryResponse.parse(await payApi(payAccountCalls.invoiceHistory.path, { token })).data
    expect(history.list[0]).toMatchObject({ status: InvoiceStatus.Failed, fail_reason: '税号有误' })
    const answers = await Promise.all([1, 2, 3].map(() => payApi(payAccountCalls.invoiceApply.path, { token, body: { ...COMPANY, out_trade_nos: [no] } })))
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1)
    expect(answers.filter((answer) => answer.code === 5043)).toHaveLength(2)
  })

  it('refuses orders of another organisation and unpaid orders', async () => {
    const unpaid = await createOrder(token, 1002)
    expect(await payApi(payAccountCalls.invoiceApply.path, { token, body: { ...COMPANY, out_trade_nos: [unpaid] } })).toMatchObject({ code: 5043 })
    const vip = await tokenFor(DEMO.vip.id)
    const theirs = await paidOrder()
    expect(await payApi(payAccountCalls.invoiceApply.path, { token: vip, body: { ...COMPANY, out_trade_nos: [theirs] } })).toMatchObject({ code: 5043 })
  })
})
