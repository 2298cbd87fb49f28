import { useEffect, useId, useState, type ReactNode } from 'react'
import { VERIFY_CODE_COOLDOWN_SECONDS } from '../../../shared/constants'
import { CONTENT_MAX_LENGTH, CONTENT_ROWS, type Option } from '../../../shared/contracts/common'
import { type Errors } from './rules'
import { Field, Fieldset, Pills, Row, Message, Counter } from './dialogStyles'

/** Form controls of the consultation forms: choices, text fields, messages, the code countdown. */

/** Which fields the visitor has left; their messages show from then on. */
export type Touched<Form> = Partial<Record<keyof Form, boolean>>

/** Messages of the fields the visitor has left, or all of them after a submit attempt. */
export function shown<Form>(errors: Errors<Form>, touched: Touched<Form>, submitted: boolean): Errors<Form> {
  if (submitted) return errors
  return Object.fromEntries(Object.entries(errors).filter(([field]) => touched[field as keyof Form])) as Errors<Form>
}

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
  children,
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
  children?: ReactNode
}) {
  const id = useId()
  const input = (
    <input
      id={id}
      name={name}
      type={type}
      value={value}
      maxLength={maxLength}
      placeholder={placeholder}
      inputMode={type === 'tel' ? 'numeric' : undefined}
      autoComplete={type === 'tel' ? 'tel' : undefined}
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  )
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children ? (
        <Row>
          {input}
          {children}
        </Row>
      ) : (
        input
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </Field>
  )
}

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
  const id = useId()
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={CONTENT_ROWS}
        value={value}
        placeholder={placeholder}
        aria-invalid={!!error}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <Counter id={`${id}-count`} data-testid={`${name}-counter`}>
        {value.length}/{CONTENT_MAX_LENGTH}
      </Counter>
      <FieldMessage id={`${id}-error`} message={error} />
    </Field>
  )
}

/** The resend countdown: owns its interval and clears it. */
export function useCountdown() {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return { left, start: () => setLeft(VERIFY_CODE_COOLDOWN_SECONDS) }
}
