import type { ReactNode } from 'react'

/** A radio group's or a checkbox list's options, each a label around its input; the wrapper styles them. */
export function OptionInputs<V extends string | number>({
  type,
  name,
  options,
  isChecked,
  onPick,
  testId,
}: {
  type: 'radio' | 'checkbox'
  name: string
  options: readonly { value: V; label: ReactNode }[]
  isChecked: (value: V) => boolean
  onPick: (value: V) => void
  testId?: (value: V) => string
}) {
  return (
    <>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type={type}
            name={name}
            value={option.value}
            checked={isChecked(option.value)}
            data-testid={testId?.(option.value)}
            onChange={() => onPick(option.value)}
          />
          {option.label}
        </label>
      ))}
    </>
  )
}
