import type * as z from 'zod/mini'

/** A form's messages: the first one per field. */
export type FieldErrors<Form> = Partial<Record<keyof Form, string>>

/** The first message per field of a failed parse, in field order (the schema's messages are the spec's Chinese texts). */
export function fieldErrors<Form>(error: z.core.$ZodError): FieldErrors<Form> {
  const errors: FieldErrors<Form> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof Form | undefined
    if (field !== undefined && !errors[field]) errors[field] = issue.message
  }
  return errors
}
