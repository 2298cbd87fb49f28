import * as z from 'zod/mini'

export { SUCCESS_CODES } from '../api'

/** Every service answers `{ code, msg, data }`. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.int(), msg: z._default(z.string(), ''), data })
}

/** Any envelope schema: what the API client parses a response with. */
export type EnvelopeSchema = z.ZodMiniType<{ code: number; msg: string; data: unknown }>

export type Envelope<T> = { code: number; msg: string; data: T }

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, msg: 'success', data }
}

export function failure(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null }
}
