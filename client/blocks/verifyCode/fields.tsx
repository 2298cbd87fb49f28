import type { KeyboardEvent } from 'react'
import { LOGIN_PHONE_MAX_LENGTH, VERIFY_CODE_LENGTH } from '../../../shared/constants'
import { Field, InputRow, TextInput } from '../../components/form'
import { VERIFY_CODE_TEXT } from './messages'
import { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton'

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
  /** Phones are checked when the field loses focus (spec section 5: blur trigger). */
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
          onBlur={onBlur}
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
          <SendCodeButton {...send} />
        </InputRow>
      )}
    </Field>
  )
}
