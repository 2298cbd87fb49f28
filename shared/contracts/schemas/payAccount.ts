/**
 * The payment service's schemas of what an organisation has bought: its subscription
 * contracts, packages, renewal notices and invoices (the profile pages' calls, which the spec
 * leaves unnamed). A purchase's schemas are in ./pay.ts; the calls are declared in ../pay.ts.
 * Amounts are cents; times are Unix seconds.
 */
import * as z from 'zod/mini'
import { INVOICE_MESSAGES, PAY_MESSAGES } from '../../payMessages'
import { BillingCycle, BusinessType, ContractState, InvoiceStatus, InvoiceTitleType, InvoiceType, PackageTier, PayMethod, UseStatus } from '../../payEnums'
import { DIGITS_AND_SPACES, EMAIL, LANDLINE, TAX_CODE } from '../../validators'
import { envelope } from '../envelope'
import { bodyAppId, cents, enumOf, id, key, queryId, queryPage, seconds, tradeNo } from '../fields'
import { CANCEL_REASON_MAX, INVOICE_PAGE_SIZE } from '../payAccount'

/** An answer without data: a success, or for invoice/download the failure that replaces its file. */
const empty = envelope(z.null())

// --- subscription contracts ------------------------------------------------------------
export const subscriptionCancelRequest = z.object({
  contract_uuid: key,
  app_id: bodyAppId,
  /** A value of enumerate type 77. */
  reason_id: z
    .number({ error: PAY_MESSAGES.cancelReason })
    .check(z.int({ error: PAY_MESSAGES.cancelReason }), z.positive({ error: PAY_MESSAGES.cancelReason })),
  /** Free text, for the "other" reason. */
  reason: z._default(z.string().check(z.trim(), z.maxLength(CANCEL_REASON_MAX, { error: PAY_MESSAGES.reasonTooLong })), ''),
})
export const contractSchema = z.object({
  contract_uuid: z.string(),
  /** 0 signing, 1 active, 2 cancelled, 3 closed (never signed). */
  state: enumOf(ContractState),
  product_id: z.number(),
  product_name: z.string(),
  amount: cents,
  cycle: enumOf(BillingCycle),
  pay_type: enumOf(PayMethod),
  signed_at: z.nullable(seconds),
  /** The next periodic charge; null unless active. */
  next_charge_at: z.nullable(seconds),
  cancelled_at: z.nullable(seconds),
  cancel_reason: z.string(),
})
export type Contract = z.infer<typeof contractSchema>
export const subscriptionCancelResponse = envelope(contractSchema)
export const contractStateRequest = z.object({ contract_uuid: key, app_id: bodyAppId })
export const contractStateResponse = envelope(contractSchema)

// --- subscription/org_summary --------------------------------------------------------------
export const renewalNoticeSchema = z.object({
  id: z.number(),
  contract_uuid: z.string(),
  product_name: z.string(),
  amount: cents,
  charge_at: seconds,
  sent_at: seconds,
  read_at: z.nullable(seconds),
})
export type RenewalNotice = z.infer<typeof renewalNoticeSchema>
export const orgSummaryResponse = envelope(
  z.object({
    subscription_active: z.boolean(),
    /** The active contract, if any. */
    current: z.nullable(contractSchema),
    contracts: z.array(contractSchema),
    /** Unread renewal notices. */
    notices: z.array(renewalNoticeSchema),
  }),
)

// --- my packages -----------------------------------------------------------------------------
export const packageSchema = z.object({
  id: z.number(),
  out_trade_no: z.string(),
  name: z.string(),
  business_type: enumOf(BusinessType),
  tier: enumOf(PackageTier),
  /** 1 in use, 2 used, 3 expired. */
  use_status: enumOf(UseStatus),
  left_count: z.number(),
  total_count: z.number(),
  /** Bytes. */
  total_space: z.number(),
  left_space: z.number(),
  /** Lite-effect uses or creative points. */
  left_points: z.number(),
  total_points: z.number(),
  valid_from: seconds,
  valid_until: seconds,
})
export type PackageItem = z.infer<typeof packageSchema>
export const orgPackagesResponse = envelope(z.object({ list: z.array(packageSchema), subscription: z.nullable(contractSchema) }))

// --- invoices --------------------------------------------------------------------------------
export const invoiceableOrderSchema = z.object({
  out_trade_no: z.string(),
  product_name: z.string(),
  amount: cents,
  paid_at: seconds,
})
export const invoiceOrdersResponse = envelope(z.object({ list: z.array(invoiceableOrderSchema) }))

const optionalText = z._default(z.string().check(z.trim()), '')

/**
 * The invoice application (spec section 5 patterns). Company titles need a tax code; the
 * special e-invoice also needs the registered address, landline, bank and account;
 * individual titles are for the general e-invoice only. Fields filled in are checked even
 * when optional.
 */
export const invoiceApplyRequest = z
  .object({
    out_trade_nos: z.array(tradeNo).check(z.minLength(1, { error: INVOICE_MESSAGES.orders }), z.maxLength(50, { error: INVOICE_MESSAGES.orders })),
    invoice_type: z.enum([InvoiceType.General, InvoiceType.Special], { error: INVOICE_MESSAGES.invoiceType }),
    title_type: enumOf(InvoiceTitleType, INVOICE_MESSAGES.titleType),
    title: z
      .string({ error: INVOICE_MESSAGES.title })
      .check(z.trim(), z.minLength(1, { error: INVOICE_MESSAGES.title, abort: true }), z.maxLength(100, { error: INVOICE_MESSAGES.titleTooLong })),
    tax_code: optionalText,
    address: z._default(z.string().check(z.trim(), z.maxLength(100, { error: INVOICE_MESSAGES.addressTooLong })), ''),
    phone: optionalText,
    bank_name: z._default(z.string().check(z.trim(), z.maxLength(50, { error: INVOICE_MESSAGES.bankNameTooLong })), ''),
    bank_account: optionalText,
    email: z
      .string({ error: INVOICE_MESSAGES.emailRequired })
      .check(z.trim(), z.minLength(1, { error: INVOICE_MESSAGES.emailRequired, abort: true }), z.regex(EMAIL, { error: INVOICE_MESSAGES.email })),
  })
  .check(
    z.superRefine((form, ctx) => {
      const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', message, input: form, path: [path] })
      if (form.title_type === InvoiceTitleType.Individual && form.invoice_type !== InvoiceType.General)
        issue('title_type', INVOICE_MESSAGES.individualOnlyGeneral)
      const company = form.title_type === InvoiceTitleType.Company
      const special = form.invoice_type === InvoiceType.Special
      if (company && !form.tax_code) issue('tax_code', INVOICE_MESSAGES.taxCodeRequired)
      else if (form.tax_code && !TAX_CODE.test(form.tax_code)) issue('tax_code', INVOICE_MESSAGES.taxCode)
      if (special && !form.address) issue('address', INVOICE_MESSAGES.address)
      if (special && !form.phone) issue('phone', INVOICE_MESSAGES.landline)
      else if (form.phone && !LANDLINE.test(form.phone)) issue('phone', INVOICE_MESSAGES.landline)
      if (special && !form.bank_name) issue('bank_name', INVOICE_MESSAGES.bankName)
      if (special && !form.bank_account) issue('bank_account', INVOICE_MESSAGES.bankAccount)
      else if (form.bank_account && !DIGITS_AND_SPACES.test(form.bank_account)) issue('bank_account', INVOICE_MESSAGES.bankAccount)
    }),
  )
export type InvoiceApplyRequest = z.input<typeof invoiceApplyRequest>

export const invoiceSchema = z.object({
  id: z.number(),
  invoice_type: z.enum([InvoiceType.General, InvoiceType.Special]),
  title_type: enumOf(InvoiceTitleType),
  title: z.string(),
  tax_code: z.string(),
  email: z.string(),
  amount: cents,
  /** 1 applying, 2 issued, 3 failed. */
  status: enumOf(InvoiceStatus),
  applied_at: seconds,
  issued_at: z.nullable(seconds),
  fail_reason: z.string(),
  invoice_no: z.string(),
  out_trade_nos: z.array(z.string()),
})
export type Invoice = z.infer<typeof invoiceSchema>
export const invoiceApplyResponse = envelope(invoiceSchema)

export const invoiceHistoryQuery = z.object({ page: queryPage(1000, 1), page_size: queryPage(50, INVOICE_PAGE_SIZE) })
export const invoiceHistoryResponse = envelope(z.object({ list: z.array(invoiceSchema), total: z.number() }))

/** invoice/download answers the file itself (text/html attachment) or an error envelope. */
export const invoiceDownloadQuery = z.object({ id: queryId(PAY_MESSAGES.invoiceNotFound) })
export const invoiceDownloadResponse = empty

// --- renewal notices ----------------------------------------------------------------------------
export const renewalNoticesResponse = envelope(z.object({ list: z.array(renewalNoticeSchema) }))
export const renewalNoticeReadRequest = z.object({ id: id() })
export const renewalNoticeReadResponse = empty
