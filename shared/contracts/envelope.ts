import { z } from 'zod'
import * as zm from 'zod/mini'

/** Server codes that mean success (spec section 8). */
export const SUCCESS_CODES = [0, 200] as const

/** Every service answers `{ code, msg, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string().default(''), data })
}

/** `envelope` for contracts on zod/mini. */
export function miniEnvelope<T extends zm.ZodMiniType>(data: T) {
  return zm.object({ code: zm.number().check(zm.int()), msg: zm._default(zm.string(), ''), data })
}

export type Envelope<T> = { code: number; msg: string; data: T }

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'success', data }
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null }
}
