import { useId } from 'react'
import { Field, TextInput } from '../../components/form'
import { CONTENT_MAX_LENGTH, CONTENT_ROWS, type Option } from '../../../shared/contracts/common'
import type { ZodForm } from '../../lib/useZodForm'
import { AreaBox, Fieldset, Pills, Message, Counter } from './dialogStyles'

/** Form controls of the consultation forms: choices, text fields, messages. */

export function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <Message id={id} role="alert">
      {message}
    </Message>
  ) : null
}

export function Choices<T extends number>({
  legend,
  options,
  value,
  onChange,
  error,
  name,
  testId,
}: {
  legend: string
  options: readonly Option<T>[]
  value: T | null
  onChange: (value: T) => void
  error?: string
  name: string
  testId: string
}) {
  const id = useId()
  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined} data-testid={testId}>
      <legend>{legend}</legend>
      <Pills role="radiogroup" aria-invalid={!!error}>
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </Pills>
      <FieldMessage id={`${id}-error`} message={error} />
    </Fieldset>
  )
}

/** A text field's wiring to its form: name, value, setter, blur check and message. */
export function bound<Form, K extends keyof Form & string>(fields: ZodForm<Form>, name: K) {
  return {
    name,
    value: fields.values[name] as string,
    onChange: fields.set(name) as (value: string) => void,
    onBlur: fields.touch(name),
    error: fields.errors[name],
  }
}

/** A text input on the shared form field (components/form.tsx). */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  maxLength,
  type = 'text',
  placeholder,
  name,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  error?: string
  maxLength?: number
  type?: 'text' | 'tel'
  placeholder?: string
  name: string
}) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <TextInput
          {...props}
          name={name}
          type={type}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          inputMode={type === 'tel' ? 'numeric' : undefined}
          autoComplete={type === 'tel' ? 'tel' : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  )
}

/** A text area with its length counter, on the shared form field. */
export function TextArea({
  label,
  value,
  onChange,
  onBlur,
  error,
  name,
  placeholder,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  error?: string
  name: string
  placeholder: string
}) {
  return (
    <Field label={label} error={error}>
      {(props) => (
        <AreaBox>
          <textarea
            {...props}
            aria-describedby={`${props.id}-count${props['aria-describedby'] ? ` ${props['aria-describedby']}` : ''}`}
            name={name}
            rows={CONTENT_ROWS}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          <Counter id={`${props.id}-count`} data-testid={`${name}-counter`}>
            {value.length}/{CONTENT_MAX_LENGTH}
          </Counter>
        </AreaBox>
      )}
    </Field>
  )
}
