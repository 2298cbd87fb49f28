import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { payAccountCalls } from '../../shared/contracts/payAccount'
import { InvoiceStatus } from '../../shared/payEnums'
import { callPath, DEMO } from '../test/accounts'
import { ORIGIN } from '../test/helpers'
import { callPay, createOrder, paidNotification, payApi, postNotification, resetPay, tokenFor } from '../test/pay'
import { adminPost, adminSignIn as signIn } from '../test/admin'

const BASIC = 1002 // 基础版, ¥299.00
const PDF = new TextEncoder().encode('%PDF-1.7\n% 发票\n1 0 obj << >> endobj\n%%EOF\n')

function upload(id: number, cookie: string, bytes: Uint8Array<ArrayBuffer> | null, type = 'application/pdf') {
  const form = new FormData()
  if (bytes) form.set('pdf', new File([bytes], 'invoice.pdf', { type }))
  return callPath(`/admin/invoices/${id}/issue`, { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form })
}

function fail(id: number, cookie: string, reason: string) {
  return adminPost(`/admin/invoices/${id}/fail`, cookie, { reason })
}

/** A paid order of the demo account and its invoice application. */
async function application(): Promise<{ id: number; token: string }> {
  const token = await tokenFor(DEMO.main.id)
  const no = await createOrder(token, BASIC)
  expect((await postNotification(paidNotification(no, 29900))).msg).toBe('paid')
  const applied = await payApi<{ id: number }>(payAccountCalls.invoiceApply.path, {
    token,
    body: { invoice_type: 'pc', title_type: 2, title: '陈晓', email: 'chen@example.com', out_trade_nos: [no] },
  })
  expect(applied.code).toBe(0)
  return { id: applied.data.id, token }
}

const objects = async () => (await env.FILES.list({ prefix: 'invoices/' })).objects.map((object) => object.key)

beforeEach(async () => {
  await resetPay()
  for (const key of await objects()) await env.FILES.delete(key)
})

describe('the invoice queue', () => {
  it('finance issues with a PDF; the applicant downloads it once through a short-lived signed link', async () => {
    const { id, token } = await application()
    const cookie = await signIn('finance@example.com')
    expect(await (await callPath('/admin/invoices', { headers: { cookie } })).text()).toContain(`data-testid="admin-invoice-${id}"`)

    const issued = await upload(id, cookie, PDF)
    expect(issued.status).toBe(200)
    expect(await issued.text()).toContain('已开具发票')
    expect(await upload(id, cookie, PDF).then((response) => response.status)).toBe(400) // handled already: nothing twice
    expect(await objects()).toHaveLength(1)

    const history = await payApi<{ list: { id: number; status: number }[] }>(`${payAccountCalls.invoiceHistory.path}?page=1&page_size=10`, { token })
    expect(history.data.list.find((invoice) => invoice.id === id)?.status).toBe(InvoiceStatus.Issued)
    const download = await callPay(`${payAccountCalls.invoiceDownload.path}?id=${id}`, { token })
    expect(download.status).toBe(302)
    const link = download.headers.get('location')!
    expect(link).toMatch(new RegExp(`^/files/invoices/${id}\\?expires=\\d+&sig=[0-9a-f]{64}$`))
    const file = await callPath(link)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF)

    // A tampered, foreign or stale link opens nothing.
    const url = new URL(link, ORIGIN)
    const sig = url.searchParams.get('sig')!
    for (const bad of [
      link.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`),
      link.replace(`/invoices/${id}?`, `/invoices/${id + 1}?`),
      link.replace(/expires=\d+/, `expires=${Number(url.searchParams.get('expires')) + 60}`),
      `/files/invoices/${id}?expires=1&sig=${sig}`,
      `/files/invoices/${id}`,
    ]) {
      expect((await callPath(bad)).status, bad).toBe(403)
    }
    const audit = await env.DB.prepare('SELECT actor_email, action FROM admin_audit WHERE target = ?').bind(`invoice:${id}`).all()
    expect(audit.results).toEqual([{ actor_email: 'finance@example.com', action: 'invoice.issue' }])
  })

  it('refuses a file that is not a PDF, or none, and changes nothing', async () => {
    const { id } = await application()
    const cookie = await signIn('finance@example.com')
    const notPdf = await upload(id, cookie, new TextEncoder().encode('<html>not a pdf</html>'))
    expect(notPdf.status).toBe(400)
    expect(await notPdf.text()).toContain('请上传 PDF 格式的发票')
    expect(await (await upload(id, cookie, null)).text()).toContain('请选择发票 PDF 文件')
    expect(await objects()).toEqual([])
    expect(await env.DB.prepare('SELECT status FROM pay_invoices WHERE id = ?').bind(id).first('status')).toBe(InvoiceStatus.Applying)
  })

  it('fails an application with the reason the applicant sees, and its orders can be invoiced again', async () => {
    const { id, token } = await application()
    const cookie = await signIn('finance@example.com')
    const empty = await fail(id, cookie, '  ')
    expect(empty.status).toBe(400)
    expect(await empty.text()).toContain('请填写开票失败原因')
    expect((await fail(id, cookie, '抬头与税号不一致')).status).toBe(200)
    const history = await payApi<{ list: { id: number; status: number; fail_reason: string }[] }>(
      `${payAccountCalls.invoiceHistory.path}?page=1&page_size=10`,
      {
        token,
      },
    )
    expect(history.data.list.find((invoice) => invoice.id === id)).toMatchObject({ status: InvoiceStatus.Failed, fail_reason: '抬头与税号不一致' })
    const orders = await payApi<{ list: unknown[] }>(payAccountCalls.invoiceOrders.path, { token })
    expect(orders.data.list.length).toBeGreaterThan(0)
  })

  it('only finance handles invoices', async () => {
    const { id } = await application()
    for (const email of ['viewer@example.com', 'operator@example.com']) {
      const cookie = await signIn(email)
      expect((await upload(id, cookie, PDF)).status, email).toBe(403)
      expect((await fail(id, cookie, '原因')).status, email).toBe(403)
    }
    expect(await objects()).toEqual([])
  })
})
