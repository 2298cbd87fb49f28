import { INVOICE_ERRORS } from './messages'

/** The patterns of spec section 5 that the invoice form uses. */
export const TAX_CODE = /^[A-Z0-9]{15,20}$/
export const LANDLINE = /^0\d{2,3}-?\d{7,8}$/
export const DIGITS_AND_SPACES = /^[\d ]+$/
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

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

export const EMPTY_INVOICE_FORM: InvoiceForm = { kind: 'pc', titleType: 1, title: '', taxNo: '', address: '', landline: '', bank: '', bankAccount: '', email: '' }

const MAX_LENGTH: Partial<Record<InvoiceField, number>> = { title: 100, address: 200, bank: 100, bankAccount: 40, email: 100, landline: 20 }

/** Which fields the form shows for a kind and title type: an individual has no tax code or bank details. */
export function visibleFields(form: Pick<InvoiceForm, 'kind' | 'titleType'>): InvoiceField[] {
  if (form.titleType === 2) return ['title', 'email']
  return ['title', 'taxNo', 'address', 'landline', 'bank', 'bankAccount', 'email']
}

/** Fields a value is required in: the special invoice needs the full company details. */
function requiredFields(form: InvoiceForm): InvoiceField[] {
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
  if (max !== undefined && value.length > max) return field === 'title' ? INVOICE_ERRORS.titleTooLong : INVOICE_ERRORS.tooLong
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

/** The values the service receives: trimmed, the tax code upper-cased, hidden fields left out. */
export function invoiceValues(form: InvoiceForm): Partial<Record<Exclude<InvoiceField, 'kind' | 'titleType'>, string>> {
  const values: Partial<Record<Exclude<InvoiceField, 'kind' | 'titleType'>, string>> = {}
  for (const field of visibleFields(form)) {
    if (field === 'kind' || field === 'titleType') continue
    const value = form[field].trim()
    if (value) values[field] = field === 'taxNo' ? value.toUpperCase() : value
  }
  return values
}
