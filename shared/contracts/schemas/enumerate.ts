/** The schemas of the enumerate call (../enumerate.ts). */
import * as z from 'zod/mini'
import { envelope } from '../envelope'

export const enumerateInfoQuery = z.object({
  type: z.coerce.number().check(z.int(), z.positive()),
  sub_type: z.optional(z.coerce.number().check(z.int())),
})

const option = z.object({ value: z.number(), label: z.string() })
export const enumerateInfoResponse = envelope(z.object({ type: z.number(), list: z.array(option) }))
