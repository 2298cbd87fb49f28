import { describe, expect, it } from 'vitest'
import { invoiceApplyRequest } from '../../../shared/contracts/schemas/payAccount'
import { EMPTY_INVOICE_FORM, INVOICE_ERRORS, invoiceRequest, validateInvoice, visibleFields, withKind, type InvoiceForm } from './invoiceRules'

const company: InvoiceForm = {
  kind: 'bs',
  titleType: 1,
  title: '陈记摄影工作室',
  taxNo: '91310000MA1FL8XX3K',
  address: '上海市徐汇区漕溪北路 88 号',
  landline: '021-64871234',
  bank: '招商银行上海分行',
  bankAccount: '6225 8812 3456 7890',
  email: 'finance@chenji.example',
}

describe('validateInvoice', () => {
  it('accepts a complete special invoice for a company', () => {
    expect(validateInvoice(company)).toEqual({})
  })

  it('asks for every required field of the special invoice', () => {
    expect(validateInvoice({ ...EMPTY_INVOICE_FORM, kind: 'bs' })).toEqual({
      title: INVOICE_ERRORS.titleRequired,
      taxNo: INVOICE_ERRORS.taxNoRequired,
      address: INVOICE_ERRORS.addressRequired,
      landline: INVOICE_ERRORS.landlineRequired,
      bank: INVOICE_ERRORS.bankRequired,
      bankAccount: INVOICE_ERRORS.bankAccountRequired,
      email: INVOICE_ERRORS.emailRequired,
    })
  })

  it('needs only title, tax code and e-mail for a general invoice to a company', () => {
    expect(validateInvoice({ ...EMPTY_INVOICE_FORM, title: 'A 公司', taxNo: '123456789012345', email: 'a@b.cn' })).toEqual({})
  })

  it.each([
    ['12345678901234', 'too short'],
    ['123456789012345678901', 'too long'],
    ['91310000ma1fl8xx3k', 'lower case'],
    ['91310000-MA1FL8XX', 'a dash'],
  ])('rejects the tax code %s (%s)', (taxNo) => {
    expect(validateInvoice({ ...company, taxNo }).taxNo).toBe(INVOICE_ERRORS.taxNo)
  })

  it.each(['010-12345678', '0755-1234567', '02164871234'])('accepts the landline %s', (landline) => {
    expect(validateInvoice({ ...company, landline }).landline).toBeUndefined()
  })

  it.each(['13800138000', '10-12345678', '021-123456', '021-123456789', '021 64871234'])('rejects the landline %s', (landline) => {
    expect(validateInvoice({ ...company, landline }).landline).toBe(INVOICE_ERRORS.landline)
  })

  it('allows digits and spaces only in the bank account', () => {
    expect(validateInvoice({ ...company, bankAccount: '6225-8812' }).bankAccount).toBe(INVOICE_ERRORS.bankAccount)
    expect(validateInvoice({ ...company, bankAccount: '62258812' }).bankAccount).toBeUndefined()
  })

  it.each(['finance', 'a@b', 'a b@c.cn', '@c.cn'])('rejects the e-mail %s', (email) => {
    expect(validateInvoice({ ...company, email }).email).toBe(INVOICE_ERRORS.email)
  })

  it('checks optional company fields of a general invoice only when filled', () => {
    const general = { ...company, kind: 'pc' as const, address: '', landline: '12', bank: '', bankAccount: '' }
    expect(validateInvoice(general)).toEqual({ landline: INVOICE_ERRORS.landline })
  })

  it('lets an individual title skip the tax code and bank details, for the general invoice only', () => {
    const individual = { ...EMPTY_INVOICE_FORM, titleType: 2 as const, title: '陈一', email: 'chen@a.cn', taxNo: 'bad' }
    expect(validateInvoice(individual)).toEqual({})
    expect(validateInvoice({ ...individual, kind: 'bs' }).titleType).toBe(INVOICE_ERRORS.individualSpecial)
  })

  it('measures trimmed values', () => {
    expect(validateInvoice({ ...company, title: '   ' }).title).toBe(INVOICE_ERRORS.titleRequired)
    expect(validateInvoice({ ...company, email: ' a@b.cn ' }).email).toBeUndefined()
  })
})

describe('form helpers', () => {
  it('shows only title and e-mail for an individual', () => {
    expect(visibleFields({ kind: 'pc', titleType: 2 })).toEqual(['title', 'email'])
    expect(visibleFields({ kind: 'bs', titleType: 1 })).toHaveLength(7)
  })

  it('switches to the company title for the special invoice and keeps what was typed', () => {
    const typed = { ...company, kind: 'pc' as const, titleType: 2 as const }
    expect(withKind(typed, 'bs')).toEqual({ ...typed, kind: 'bs', titleType: 1 })
    expect(withKind({ ...typed, kind: 'bs', titleType: 1 }, 'pc').titleType).toBe(1)
  })

  it('builds a body the service accepts whenever the form has no message', () => {
    const forms: InvoiceForm[] = [
      company,
      { ...company, kind: 'pc', address: '', bank: '' },
      { ...EMPTY_INVOICE_FORM, titleType: 2, title: ' 陈一 ', email: 'a@b.cn', taxNo: 'x' },
    ]
    for (const form of forms) {
      expect(validateInvoice(form)).toEqual({})
      expect(invoiceApplyRequest.safeParse(invoiceRequest(form, ['T202611230001'])).success).toBe(true)
    }
    expect(invoiceRequest(forms[2]!, ['T1'])).toMatchObject({ title: '陈一', tax_code: '', title_type: 2 })
  })

  it('is refused by the service where the form shows a message', () => {
    const bad: InvoiceForm[] = [
      { ...company, taxNo: 'abc' },
      { ...company, landline: '123' },
      { ...company, bankAccount: '62-1' },
      { ...company, email: 'x' },
      { ...company, kind: 'bs', address: '' },
    ]
    for (const form of bad) {
      expect(Object.keys(validateInvoice(form))).not.toHaveLength(0)
      expect(invoiceApplyRequest.safeParse(invoiceRequest(form, ['T202611230001'])).success).toBe(false)
    }
  })
})
