import { styled } from '@linaria/react'
import { InvoiceTitleType, InvoiceType } from '../../../../shared/payEnums'
import { Button, Field, TextInput } from '../../../components/form'
import { showToast } from '../../../lib/toast'
import { useZodForm } from '../../../lib/useZodForm'
import { useApplyInvoice } from '../api/invoiceApply'
import { EMPTY_INVOICE_FORM, invoiceRequest, requiredFields, validateInvoice, visibleFields, withKind, type InvoiceField } from '../invoiceRules'
import { INVOICE_TEXT } from '../invoiceMessages'
import { Panel } from '../../../components/cards'
import { Actions } from './profileStyles'
import { media } from '../../../styles/media'

const Choice = styled.fieldset`
  border: 0;
  margin: 0 0 16px;
  padding: 0;
  legend {
    font-size: 13px;
    color: var(--fg-muted);
    margin-bottom: 6px;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 8px 14px;
    border-radius: 10px;
    border: 1px solid var(--line);
    font-size: 14px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: var(--accent);
    color: var(--accent-text);
    background: #fff6ee;
  }
  label:has(input:disabled) {
    opacity: 0.5;
    cursor: not-allowed;
  }
  [role='alert'] {
    margin: 6px 0 0;
    color: #d93025;
    font-size: 13px;
  }
`

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: 16px;
  ${media.below('sm')} {
    grid-template-columns: 1fr;
  }
`

const TEXT_FIELDS: ReadonlyArray<{
  field: Exclude<InvoiceField, 'kind' | 'titleType'>
  label: string
  type?: string
  inputMode?: 'email' | 'tel' | 'numeric'
}> = [
  { field: 'title', label: INVOICE_TEXT.title },
  { field: 'taxNo', label: INVOICE_TEXT.taxNo },
  { field: 'address', label: INVOICE_TEXT.address },
  { field: 'landline', label: INVOICE_TEXT.landline, inputMode: 'tel' },
  { field: 'bank', label: INVOICE_TEXT.bank },
  { field: 'bankAccount', label: INVOICE_TEXT.bankAccount, inputMode: 'numeric' },
  { field: 'email', label: INVOICE_TEXT.email, type: 'email', inputMode: 'email' },
]

/** The application for the chosen orders: each field says what is wrong beside it, and nothing typed is lost. */
export function InvoiceForm({ outTradeNos, onDone, onCancel }: { outTradeNos: string[]; onDone: () => void; onCancel: () => void }) {
  // The messages show after a submit attempt and are re-checked as the visitor corrects them.
  const fields = useZodForm(EMPTY_INVOICE_FORM, validateInvoice)
  const { values: form, errors } = fields
  const apply = useApplyInvoice()
  const shown = visibleFields(form)
  const required = requiredFields(form)

  const submit = fields.submit((values) =>
    apply.mutateAsync(invoiceRequest(values, outTradeNos)).then(
      () => {
        showToast(INVOICE_TEXT.submitted)
        onDone()
      },
      () => undefined, // the call's own error handling tells the visitor
    ),
  )

  return (
    <Panel data-testid="invoice-form">
      <h2>{INVOICE_TEXT.formTitle}</h2>
      <form noValidate onSubmit={submit}>
        <Choice>
          <legend>{INVOICE_TEXT.invoiceType}</legend>
          <div>
            {[InvoiceType.General, InvoiceType.Special].map((kind) => (
              <label key={kind}>
                <input type="radio" name="invoice-kind" checked={form.kind === kind} onChange={() => fields.setValues((values) => withKind(values, kind))} />
                {INVOICE_TEXT.types[kind]}
              </label>
            ))}
          </div>
        </Choice>
        <Choice>
          <legend>{INVOICE_TEXT.titleType}</legend>
          <div>
            {[InvoiceTitleType.Company, InvoiceTitleType.Individual].map((titleType) => (
              <label key={titleType}>
                <input
                  type="radio"
                  name="invoice-title-type"
                  checked={form.titleType === titleType}
                  disabled={titleType === InvoiceTitleType.Individual && form.kind === InvoiceType.Special}
                  onChange={() => fields.set('titleType')(titleType)}
                />
                {INVOICE_TEXT.titleTypes[titleType]}
              </label>
            ))}
          </div>
          {errors.titleType ? <p role="alert">{errors.titleType}</p> : null}
        </Choice>
        <Fields>
          {TEXT_FIELDS.filter(({ field }) => shown.includes(field)).map(({ field, label, type, inputMode }) => (
            <Field key={field} label={label} error={errors[field]} required={required.includes(field)}>
              {(props) => (
                <TextInput
                  {...props}
                  name={field}
                  type={type ?? 'text'}
                  inputMode={inputMode}
                  autoComplete="off"
                  value={form[field]}
                  onChange={(event) => fields.set(field)(event.target.value)}
                  onBlur={() => form[field] && fields.touch(field)()}
                />
              )}
            </Field>
          ))}
        </Fields>
        <Actions>
          <Button type="button" data-variant="secondary" onClick={onCancel}>
            {INVOICE_TEXT.cancel}
          </Button>
          <Button type="submit" disabled={apply.isPending}>
            {INVOICE_TEXT.submit}
          </Button>
        </Actions>
      </form>
    </Panel>
  )
}
