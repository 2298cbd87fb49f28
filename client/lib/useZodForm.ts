import { useCallback, useRef, useState, type FormEvent } from 'react'
import type * as z from 'zod/mini'
import { ERROR_MESSAGES } from '../../shared/errorMessages'
import { fieldErrors, type FieldErrors } from './formErrors'
import { oneAtATime } from './timing'
import { showToast } from './toast'

/** Which fields the visitor has left; their messages show from then on. */
export type Touched<Form> = Partial<Record<keyof Form, boolean>>

/** A form's check: each wrong field's message, empty when it may be sent. */
export type FormRules<Form> = (values: Form) => FieldErrors<Form>

/**
 * The check of a contract's request schema (the service applies the same one), with
 * `prepare` turning what was typed into what the schema reads (nulls of unchosen options,
 * fields a variant leaves out).
 */
export function zodRules<Form>(
  schema: z.ZodMiniType | ((values: Form) => z.ZodMiniType),
  prepare: (values: Form) => unknown = (values) => values,
): FormRules<Form> {
  return (values) => {
    const result = (typeof schema === 'function' ? schema(values) : schema).safeParse(prepare(values))
    return result.success ? {} : fieldErrors<Form>(result.error)
  }
}

/** Rules that load, with their schema, when the form is first used (see `lazyRules`). */
export interface LazyRules<Form> {
  /** The rules once loaded, for every form that uses them from then on. */
  loaded: FormRules<Form> | undefined
  load: () => Promise<FormRules<Form>>
}

/**
 * Rules whose schema (and zod) loads on the form's first use (a field typed in or left, or a
 * submit) rather than with the page: for a form a page shows on arrival (decision 037). Until
 * then no message shows, which is what a form nobody has touched shows anyway; a submit waits
 * for them, so nothing is sent unchecked. Loaded once for every form that uses them.
 */
export function lazyRules<Form>(load: () => Promise<FormRules<Form>>): LazyRules<Form> {
  let loading: Promise<FormRules<Form>> | undefined
  const rules: LazyRules<Form> = {
    loaded: undefined,
    load: () => {
      loading ??= load().then(
        (loaded) => (rules.loaded = loaded),
        (error: unknown) => {
          // A failed load (the network lost) is tried again on the next use.
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
  return rules
}

/** Messages of the fields the visitor has left, or all of them after a submit attempt. */
export function shownErrors<Form>(errors: FieldErrors<Form>, touched: Touched<Form>, submitted: boolean): FieldErrors<Form> {
  if (submitted) return errors
  return Object.fromEntries(Object.entries(errors).filter(([field]) => touched[field as keyof Form])) as FieldErrors<Form>
}

export interface ZodForm<Form> {
  values: Form
  /** The messages to show: a field's once the visitor has left it, all after a submit attempt; re-checked as the visitor types. */
  errors: FieldErrors<Form>
  /** A setter for one field, for a control's onChange. */
  set: <K extends keyof Form>(field: K) => (value: Form[K]) => void
  /** Replaces the values (a switch of variant that keeps what was typed). */
  setValues: (update: (values: Form) => Form) => void
  /** A handler for a control's onBlur: the field's message shows from then on. */
  touch: (field: keyof Form) => () => void
  /**
   * The form's onSubmit: shows every message, and calls `send` with the values when none is
   * left. While the promise `send` returns is unsettled, further submits send nothing.
   */
  submit: (send: (values: Form) => Promise<unknown> | void) => (event?: FormEvent) => void
  /** Back to the initial values, nothing touched. */
  reset: () => void
}

/**
 * Every form's state and checks, one way: the values, the rules (usually `zodRules` of the
 * contract's request schema, so the form says what the service would refuse), and which
 * messages show. Fields render with the kit of components/form.tsx (`Field`, `TextInput`)
 * or the code kit of blocks/verifyCode (`PhoneField`, `CodeField`). `rules` may be
 * `lazyRules`, loaded on the form's first use.
 */
export function useZodForm<Form extends object>(initial: Form | (() => Form), rules: FormRules<Form> | LazyRules<Form>): ZodForm<Form> {
  const [start] = useState(initial)
  const [values, setValues] = useState<Form>(start)
  const [touched, setTouched] = useState<Touched<Form>>({})
  const [submitted, setSubmitted] = useState(false)
  const [loaded, setLoaded] = useState(() => (typeof rules === 'function' ? rules : rules.loaded))
  const [sendOnce] = useState(oneAtATime)
  const check = typeof rules === 'function' ? rules : (loaded ?? rules.loaded)
  // The first use starts loading lazy rules; a ref, so the setters below stay the same functions.
  const used = useRef(() => {})
  used.current = () => {
    if (typeof rules !== 'function' && !check)
      void rules.load().then(
        // A function given to a state setter is an updater: the rules go in wrapped.
        (loadedRules) => setLoaded(() => loadedRules),
        () => undefined,
      )
  }
  const set = useCallback(
    <K extends keyof Form>(field: K) =>
      (value: Form[K]) => {
        used.current()
        setValues((previous) => ({ ...previous, [field]: value }))
      },
    [],
  )
  const touch = useCallback(
    (field: keyof Form) => () => {
      used.current()
      setTouched((previous) => ({ ...previous, [field]: true }))
    },
    [],
  )
  const reset = useCallback(() => {
    setValues(start)
    setTouched({})
    setSubmitted(false)
  }, [start])
  return {
    values,
    errors: check ? shownErrors(check(values), touched, submitted) : {},
    set,
    setValues,
    touch,
    submit: (send) => (event) => {
      event?.preventDefault()
      setSubmitted(true)
      if (check) {
        if (Object.keys(check(values)).length === 0) sendOnce(() => send(values))
        return
      }
      // Lazy rules not loaded yet: the values as submitted are checked once they are.
      if (typeof rules === 'function') return
      rules.load().then(
        (loadedRules) => {
          setLoaded(() => loadedRules)
          if (Object.keys(loadedRules(values)).length === 0) sendOnce(() => send(values))
        },
        // The rules' code could not be fetched: the visitor is told, as a call that cannot reach the service is.
        () => showToast(ERROR_MESSAGES.network, { tone: 'error' }),
      )
    },
    reset,
  }
}
