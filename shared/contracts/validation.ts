/**
 * Small zod helpers for the contracts of the common calls: every rule carries its own
 * Chinese message, so a bad request is answered with a message a visitor can read.
 */
import { z } from 'zod'

/** A number that must be one of `values`, with one message for missing, mistyped or unknown. */
export function oneOf<const T extends number>(values: readonly T[], message: string) {
  return z.number({ error: message }).refine((value): value is T => (values as readonly number[]).includes(value), { error: message })
}

/** `oneOf` for query strings, which arrive as text. */
export function queryEnum<T extends Record<string, number>>(values: T, message: string) {
  return z.coerce.number({ error: message }).pipe(oneOf(Object.values(values) as T[keyof T][], message))
}

/** A positive integer id given in a query string. */
export function queryId(message: string) {
  return z.coerce.number({ error: message }).int({ error: message }).positive({ error: message })
}

/** Required text: trimmed, not empty, at most `max` characters. */
export function requiredText(message: string, max: number, tooLong: string) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong })
}

/** The first message of a failed parse: what a bad request is answered with. */
export function firstMessage(error: z.ZodError, fallback: string): string {
  return error.issues[0]?.message || fallback
}
