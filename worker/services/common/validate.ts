import type { Context } from 'hono'
import type { z } from 'zod'
import { failure } from '../../../shared/contracts/envelope'
import { firstMessage } from '../../../shared/contracts/validation'
import { ServerCode } from '../../../shared/enums'
import { SERVER_MESSAGES } from '../../../shared/messages'
import type { AppEnv } from '../../env'

export type Parsed<T> = { data: T; error?: undefined } | { data?: undefined; error: Response }

/** A 400 in the envelope, with the first rule's Chinese message. */
export function badRequest(c: Context<AppEnv>, message: string): Response {
  return c.json(failure(ServerCode.InvalidRequest, message), 400)
}

function parse<S extends z.ZodType>(c: Context<AppEnv>, schema: S, input: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(input)
  if (result.success) return { data: result.data }
  return { error: badRequest(c, firstMessage(result.error, SERVER_MESSAGES.invalidRequest)) }
}

/** The query string, parsed by the call's request schema. */
export function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Parsed<z.output<S>> {
  return parse(c, schema, c.req.query())
}

/** The JSON body, parsed by the call's request schema; a body that is not JSON is a 400 too. */
export async function parseBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<Parsed<z.output<S>>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return { error: badRequest(c, SERVER_MESSAGES.invalidRequest) }
  }
  return parse(c, schema, body)
}
