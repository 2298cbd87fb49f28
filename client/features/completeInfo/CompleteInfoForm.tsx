import { useEffect } from 'react'
import { activityCommonCalls } from '../../../shared/contracts/activityCommon'
import { Button, Field, TextInput } from '../../components/form'
import { lazyRules, useZodForm, zodRules } from '../../lib/useZodForm'
import { showToast } from '../../lib/toast'
import { useUserInfo } from '../../blocks/session/userInfo'
import { useCompletedInfo, useCompleteOrgInfo, useOptions } from './completeInfo'
import { COMPLETE_INFO_TEXT as TEXT } from './messages'
import { fillBlanks, knownInfo, type CompleteInfoValues } from './prefill'

/**
 * The service's own rules, checked before sending: each field says what is wrong. Loaded on
 * the form's first use: /profile/information shows the form on arrival to a new account.
 */
const RULES = lazyRules<CompleteInfoValues>(() =>
  import('../../../shared/contracts/schemas/activityCommon').then(({ completeOrgInfoRequest }) => zodRules(completeOrgInfoRequest)),
)

const NO_OPTIONS: readonly { id: number; name: string }[] = []

/** The complete-info form: organisation type, complete type and the other fields of completed_info. */
/** `onLater`: the form is a prompt the visitor may put off (the dialog after login). */
export default function CompleteInfoForm({ onDone, onLater }: { onDone?: () => void; onLater?: () => void }) {
  const current = useCompletedInfo().data?.info
  const user = useUserInfo().data
  const orgTypes = useOptions(activityCommonCalls.organizationTypes).data?.list ?? NO_OPTIONS
  const completeTypes = useOptions(activityCommonCalls.completeTypes).data?.list ?? NO_OPTIONS
  const save = useCompleteOrgInfo()
  const known = knownInfo(current, user, orgTypes)
  const fields = useZodForm(known, RULES)
  const { values: form, errors } = fields
  // What becomes known after the form showed (the organisation types answer later) fills the fields still blank.
  const knownKey = JSON.stringify(known)
  const { setValues } = fields
  useEffect(() => setValues((values) => fillBlanks(values, JSON.parse(knownKey) as CompleteInfoValues)), [knownKey, setValues])
  const set = (patch: Partial<typeof form>) => fields.setValues((previous) => ({ ...previous, ...patch }))
  const submit = fields.submit((values) =>
    save.mutateAsync(values).then(
      () => {
        showToast(TEXT.saved)
        onDone?.()
      },
      () => undefined, // the call's own error handling tells the visitor
    ),
  )
  const select = (value: number, options: readonly { id: number; name: string }[], onChange: (value: number) => void, props: object) => (
    <TextInput as="select" {...props} value={value} onChange={(event: { target: { value: string } }) => onChange(Number(event.target.value))}>
      <option value={0}>{TEXT.choose}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </TextInput>
  )
  const text = (name: 'org_name' | 'contact_name' | 'city', label: string, placeholder: string) => (
    <Field label={label} error={errors[name]} required={name !== 'city'}>
      {(props) => <TextInput {...props} name={name} placeholder={placeholder} value={form[name]} onChange={(event) => set({ [name]: event.target.value })} />}
    </Field>
  )
  return (
    <form onSubmit={submit} noValidate data-testid="complete-info-form" style={{ display: 'grid', gap: 12 }}>
      {text('org_name', TEXT.orgName, TEXT.orgNamePlaceholder)}
      <Field label={TEXT.orgType} error={errors.org_type} required>
        {(props) => select(form.org_type, orgTypes, (org_type) => set({ org_type }), { ...props, name: 'org_type' })}
      </Field>
      <Field label={TEXT.completeType} error={errors.complete_type} required>
        {(props) => select(form.complete_type, completeTypes, (complete_type) => set({ complete_type }), { ...props, name: 'complete_type' })}
      </Field>
      {text('contact_name', TEXT.contactName, TEXT.contactPlaceholder)}
      {text('city', TEXT.city, TEXT.cityPlaceholder)}
      <Field label={TEXT.staffCount} error={errors.staff_count}>
        {(props) => (
          <TextInput
            {...props}
            name="staff_count"
            type="number"
            min={0}
            value={form.staff_count}
            onChange={(event) => set({ staff_count: Math.max(0, Math.floor(Number(event.target.value) || 0)) })}
          />
        )}
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {TEXT.submit}
      </Button>
      {onLater ? (
        <Button type="button" data-variant="secondary" onClick={onLater}>
          {TEXT.later}
        </Button>
      ) : null}
    </form>
  )
}
