import { styled } from '@linaria/react'
import { useId, type ReactElement } from 'react'

/**
 * Buttons of dialogs and account pages; `data-variant` picks primary (default), secondary,
 * danger (an action that deletes or ends something, never in the primary colour) or link.
 */
export const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 20px;
  border-radius: 10px;
  border: 1px solid transparent;
  font-size: 15px;
  font-weight: 600;
  color: #fff;
  background: linear-gradient(135deg, #ff9a3d, var(--accent-strong));
  cursor: pointer;
  white-space: nowrap;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[data-variant='secondary'] {
    color: #16171a;
    background: #fff;
    border-color: rgba(0, 0, 0, 0.14);
  }
  &[data-variant='danger'] {
    background: #d93025;
  }
  &[data-variant='link'] {
    min-height: 0;
    padding: 0;
    border: 0;
    font-weight: 400;
    color: var(--accent-text);
    background: none;
  }
  &[data-block='true'] {
    width: 100%;
  }
`

export const TextInput = styled.input`
  width: 100%;
  height: 44px;
  padding: 0 14px;
  border-radius: 10px;
  border: 1px solid rgba(0, 0, 0, 0.14);
  font: inherit;
  font-size: 15px;
  color: #16171a;
  background: #f7f8fa;
  &:focus {
    outline: none;
    border-color: var(--accent);
    background: #fff;
  }
  &[aria-invalid='true'] {
    border-color: #d93025;
  }
`

/*
 * The error line has its own reserved space: a message that appears when a field loses
 * focus must not push the controls below it, or the click that moved the focus lands
 * somewhere else (a checkbox click after the phone's blur check, for one).
 */
const FieldBox = styled.div`
  position: relative;
  padding-bottom: 30px;
  label {
    display: block;
    margin-bottom: 6px;
    font-size: 13px;
    color: #5d6270;
  }
  label > [data-required] {
    margin-left: 2px;
    color: #d93025;
  }
  [role='alert'] {
    position: absolute;
    left: 0;
    bottom: 8px;
    margin: 0;
    font-size: 13px;
    line-height: 18px;
    color: #d93025;
  }
`

/** A row that puts an input and a button (send code) side by side; a full-width part (a captcha) wraps below. */
export const InputRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`

/**
 * A labelled form field: the control gets the id, and its error is announced and tied to
 * it by aria-describedby. A required field says so before the visitor tries to send: a
 * red mark beside its label, and aria-required on the control.
 */
export function Field({
  label,
  error,
  required = false,
  children,
}: {
  label: string
  error?: string
  required?: boolean
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: true }) => ReactElement
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <FieldBox>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span data-required="" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined, 'aria-required': required ? true : undefined })}
      {error ? (
        <p role="alert" id={errorId}>
          {error}
        </p>
      ) : null}
    </FieldBox>
  )
}
