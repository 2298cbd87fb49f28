import { useRef, type FocusEvent, type KeyboardEvent } from 'react'
import { LOGIN_PHONE_MAX_LENGTH, VERIFY_CODE_LENGTH } from '../../../shared/constants'
import { Field, InputRow, TextInput } from '../../components/form'
import { VERIFY_CODE_TEXT } from './messages'
import { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton'

/** The focus went to a control outside the field's form (null when it went nowhere: a click on the page). */
function leftTheForm(event: FocusEvent<HTMLInputElement>): boolean {
  const next = event.relatedTarget
  const form = event.currentTarget.form
  return next instanceof Element && form !== null && !form.contains(next)
}

export function PhoneField({
  value,
  onChange,
  onBlur,
  error,
  maxLength = LOGIN_PHONE_MAX_LENGTH,
  label = VERIFY_CODE_TEXT.phoneLabel,
  autoFocus = false,
}: {
  value: string
  onChange: (value: string) => void
  /**
   * Phones are checked when the field loses focus (spec section 5: blur trigger), but not
   * when the focus leaves the form for another control (another login method, the consent
   * question): the visitor chose not to type a phone, and 请输入手机号 would be wrong there.
   */
  onBlur: () => void
  error?: string
  maxLength?: number
  label?: string
  autoFocus?: boolean
}) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <TextInput
          {...props}
          type="tel"
          name="phone"
          autoComplete="tel-national"
          inputMode="numeric"
          placeholder={VERIFY_CODE_TEXT.phonePlaceholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            if (!leftTheForm(event)) onBlur()
          }}
          data-autofocus={autoFocus || undefined}
        />
      )}
    </Field>
  )
}

export function CodeField({
  value,
  onChange,
  onEnter,
  error,
  send,
  autoFocus = false,
}: {
  value: string
  onChange: (value: string) => void
  /** Enter submits; callers pass a throttled submit (spec section 5). */
  onEnter: () => void
  error?: string
  send: SendCodeButtonProps
  autoFocus?: boolean
}) {
  // The send button hands the focus here once a code is sent (it is disabled then, and a captcha panel is gone).
  const input = useRef<HTMLInputElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    onEnter()
  }
  return (
    <Field label={VERIFY_CODE_TEXT.codeLabel} error={error}>
      {(props) => (
        <InputRow>
          <TextInput
            {...props}
            ref={input}
            name="verify_code"
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder={VERIFY_CODE_TEXT.codePlaceholder}
            maxLength={VERIFY_CODE_LENGTH}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            data-autofocus={autoFocus || undefined}
          />
          <SendCodeButton {...send} codeInput={input} />
        </InputRow>
      )}
    </Field>
  )
}
