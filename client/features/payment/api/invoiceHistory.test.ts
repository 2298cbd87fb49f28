import { describe, expect, it } from 'vitest'
import { InvoiceStatus } from '../../../../shared/payEnums'
import { awaitsIssue } from './invoiceHistory'

describe('the invoicing history asks again while finance has an application', () => {
  it('waits while any application is still being handled', () => {
    expect(awaitsIssue({ list: [{ status: InvoiceStatus.Issued }, { status: InvoiceStatus.Applying }] })).toBe(true)
  })

  it('stops once every application is issued or failed, and before the first answer', () => {
    expect(awaitsIssue({ list: [{ status: InvoiceStatus.Issued }, { status: InvoiceStatus.Failed }] })).toBe(false)
    expect(awaitsIssue({ list: [] })).toBe(false)
    expect(awaitsIssue(undefined)).toBe(false)
  })
})
