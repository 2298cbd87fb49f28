import { styled } from '@linaria/react'

/** Styles of the consultation dialog's content and forms (the frame is the shared Dialog). */

/** The dialog's content: its colours, and the lead line under the shared Dialog's title. */
export const Body = styled.div`
  --muted: #5d6270;
  --line: rgba(22, 23, 26, 0.14);
  --error: #d93025;
  margin-top: -14px;
  > p {
    margin: 0 0 18px;
    font-size: 14px;
    color: var(--muted);
  }
`

export const Form = styled.form`
  display: grid;
  gap: 16px;
`

/** Inputs, selects and text areas look alike wherever they sit. */
const controls = `
  input[type='text'],
  input[type='tel'],
  select,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid rgba(22, 23, 26, 0.14);
    border-radius: 10px;
    font: inherit;
    font-size: 15px;
    color: inherit;
    background: #fff;
  }
  select:disabled {
    color: #5d6270;
    background: #f5f6f8;
  }
  textarea {
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: #d93025;
  }
`

/** A text area and its counter, inside the shared form field. */
export const AreaBox = styled.div`
  display: grid;
  gap: 4px;
  ${controls}
`

export const Fieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-size: 14px;
    font-weight: 600;
  }
  ${controls}
`

export const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    position: relative;
    padding: 6px 14px;
    border: 1px solid var(--line);
    border-radius: 999px;
    font-size: 14px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: var(--accent-strong);
    color: #c2410c;
    background: rgba(255, 122, 48, 0.08);
  }
  label:has(input:focus-visible) {
    outline: 2px solid var(--accent);
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`

export const Types = styled(Pills)`
  label {
    flex: 1;
    text-align: center;
    font-weight: 600;
  }
`

export const TypeFieldset = styled(Fieldset)`
  margin-bottom: 18px;
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`

export const Row = styled.div`
  display: flex;
  gap: 8px;
  > * {
    flex: 1;
    min-width: 0;
  }
`

export const Message = styled.p`
  margin: 0;
  font-size: 13px;
  color: var(--error);
`

export const Counter = styled.p`
  margin: 0;
  font-size: 12px;
  text-align: right;
  color: var(--muted);
  font-variant-numeric: tabular-nums;
`

export const Submit = styled.button`
  margin-top: 4px;
  padding: 12px;
  border: 0;
  border-radius: 999px;
  font-size: 16px;
  font-weight: 600;
  color: #fff;
  background: linear-gradient(135deg, #ff9a3d, var(--accent-strong));
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: wait;
  }
`

export const Done = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 24px 0 8px;
  text-align: center;
  p {
    margin: 0;
  }
`
