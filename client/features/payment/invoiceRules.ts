import type { InvoiceApplyRequest } from '../../../shared/contracts/schemas/payAccount'
import { INVOICE_MESSAGES } from '../../../shared/payMessages'
import { DIGITS_AND_SPACES, EMAIL, LANDLINE, TAX_CODE } from '../../../shared/validators'

/**
 * The invoice form's rules, the same as the service's (shared/contracts/pay.ts), checked
 * per field in the browser so each message stands beside its field and nothing typed is lost.
 */
const INVOICE_ERRORS = {
  titleRequired: INVOICE_MESSAGES.title,
  titleTooLong: INVOICE_MESSAGES.titleTooLong,
  taxNoRequired: INVOICE_MESSAGES.taxCodeRequired,
  taxNo: INVOICE_MESSAGES.taxCode,
  addressRequired: INVOICE_MESSAGES.address,
  landlineRequired: INVOICE_MESSAGES.landline,
  landline: INVOICE_MESSAGES.landline,
  bankRequired: INVOICE_MESSAGES.bankName,
  bankAccountRequired: INVOICE_MESSAGES.bankAccount,
  bankAccount: INVOICE_MESSAGES.bankAccount,
  emailRequired: INVOICE_MESSAGES.emailRequired,
  email: INVOICE_MESSAGES.email,
  individualSpecial: INVOICE_MESSAGES.individualOnlyGeneral,
  addressTooLong: INVOICE_MESSAGES.addressTooLong,
  bankTooLong: INVOICE_MESSAGES.bankNameTooLong,
} as const
export { INVOICE_ERRORS }

/** General e-invoice (pc) and special e-invoice (bs). */
export type InvoiceKind = 'pc' | 'bs'
/** Invoice title types: 1 company, 2 individual or other (individual only for the general type). */
export type TitleType = 1 | 2

export interface InvoiceForm {
  kind: InvoiceKind
  titleType: TitleType
  title: string
  taxNo: string
  address: string
  landline: string
  bank: string
  bankAccount: string
  email: string
}

export type InvoiceField = keyof InvoiceForm
export type InvoiceErrors = Partial<Record<InvoiceField, string>>

export const EMPTY_INVOICE_FORM: InvoiceForm = {
  kind: 'pc',
  titleType: 1,
  title: '',
  taxNo: '',
  address: '',
  landline: '',
  bank: '',
  bankAccount: '',
  email: '',
}

const MAX_LENGTH: Partial<Record<InvoiceField, [number, string]>> = {
  title: [100, INVOICE_ERRORS.titleTooLong],
  address: [100, INVOICE_ERRORS.addressTooLong],
  bank: [50, INVOICE_ERRORS.bankTooLong],
}

/** Which fields the form shows for a kind and title type: an individual has no tax code or bank details. */
export function visibleFields(form: Pick<InvoiceForm, 'kind' | 'titleType'>): InvoiceField[] {
  if (form.titleType === 2) return ['title', 'email']
  return ['title', 'taxNo', 'address', 'landline', 'bank', 'bankAccount', 'email']
}

/** Fields a value is required in: the special invoice needs the full company details. */
export function requiredFields(form: InvoiceForm): InvoiceField[] {
  if (form.titleType === 2) return ['title', 'email']
  if (form.kind === 'bs') return ['title', 'taxNo', 'address', 'landline', 'bank', 'bankAccount', 'email']
  return ['title', 'taxNo', 'email']
}

const REQUIRED_MESSAGE: Partial<Record<InvoiceField, string>> = {
  title: INVOICE_ERRORS.titleRequired,
  taxNo: INVOICE_ERRORS.taxNoRequired,
  address: INVOICE_ERRORS.addressRequired,
  landline: INVOICE_ERRORS.landlineRequired,
  bank: INVOICE_ERRORS.bankRequired,
  bankAccount: INVOICE_ERRORS.bankAccountRequired,
  email: INVOICE_ERRORS.emailRequired,
}

const PATTERN: Partial<Record<InvoiceField, [RegExp, string]>> = {
  taxNo: [TAX_CODE, INVOICE_ERRORS.taxNo],
  landline: [LANDLINE, INVOICE_ERRORS.landline],
  bankAccount: [DIGITS_AND_SPACES, INVOICE_ERRORS.bankAccount],
  email: [EMAIL, INVOICE_ERRORS.email],
}

/** The message of one field, or undefined when it is fine. Values are checked trimmed. */
export function invoiceFieldError(form: InvoiceForm, field: InvoiceField): string | undefined {
  if (field === 'titleType') return form.kind === 'bs' && form.titleType === 2 ? INVOICE_ERRORS.individualSpecial : undefined
  if (field === 'kind') return undefined
  if (!visibleFields(form).includes(field)) return undefined
  const value = form[field].trim()
  if (!value) return requiredFields(form).includes(field) ? REQUIRED_MESSAGE[field] : undefined
  const max = MAX_LENGTH[field]
  if (max && value.length > max[0]) return max[1]
  const pattern = PATTERN[field]
  if (pattern && !pattern[0].test(value)) return pattern[1]
  return undefined
}

/** Every message of the form; empty when it may be sent. */
export function validateInvoice(form: InvoiceForm): InvoiceErrors {
  const errors: InvoiceErrors = {}
  for (const field of Object.keys(form) as InvoiceField[]) {
    const error = invoiceFieldError(form, field)
    if (error) errors[field] = error
  }
  return errors
}

/** Switching to the special invoice forces the company title type; nothing typed is dropped. */
export function withKind(form: InvoiceForm, kind: InvoiceKind): InvoiceForm {
  return { ...form, kind, titleType: kind === 'bs' ? 1 : form.titleType }
}

/** The invoice/apply body: trimmed values, the tax code upper-cased, fields the title type hides left empty. */
export function invoiceRequest(form: InvoiceForm, outTradeNos: string[]): InvoiceApplyRequest {
  const shown = visibleFields(form)
  const value = (field: InvoiceField) => (shown.includes(field) ? String(form[field]).trim() : '')
  return {
    out_trade_nos: outTradeNos,
    invoice_type: form.kind,
    title_type: form.titleType,
    title: value('title'),
    tax_code: value('taxNo').toUpperCase(),
    address: value('address'),
    phone: value('landline'),
    bank_name: value('bank'),
    bank_account: value('bankAccount'),
    email: value('email'),
  }
}
