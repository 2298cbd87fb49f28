import type { Context } from 'hono'
import * as z from 'zod/mini'
import { ServerCode } from '../../shared/enums'
import { SERVER_MESSAGES } from '../../shared/messages'
import { ServiceError } from './serviceApp'

/** No call of the built-in services takes more than a few fields. */
const MAX_BODY_CHARS = 16 * 1024

const CHINESE = /[\u4e00-\u9fff]/

/** A 400 envelope with the first message written for people (the contracts' Chinese ones), else the generic one. */
function invalid(error?: z.core.$ZodError): ServiceError {
  const message = error?.issues.map((issue) => issue.message).find((text) => CHINESE.test(text))
  return new ServiceError(ServerCode.InvalidRequest, message ?? SERVER_MESSAGES.invalidRequest, 400)
}

const tooLarge = () => new ServiceError(ServerCode.InvalidRequest, SERVER_MESSAGES.bodyTooLarge, 400)

/** Any zod schema, classic or mini: the contracts are on zod/mini, the worker's own schemas may be either. */
type Schema = z.core.$ZodType

function parse<T extends Schema>(schema: T, value: unknown): z.output<T> {
  const result = z.safeParse(schema, value)
  if (!result.success) throw invalid(result.error)
  return result.data
}

/**
 * The JSON body, validated. Anything else (another content type, broken JSON, a body too
 * large, the wrong shape) is a 400 envelope, never an exception. An empty body is `{}`.
 */
export async function readJson<T extends Schema>(c: Context, schema: T): Promise<z.output<T>> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_CHARS) throw tooLarge()
  // Bytes, decoded leniently: whatever the declared content type, reading never throws.
  const text = new TextDecoder().decode(await c.req.arrayBuffer())
  if (text.length > MAX_BODY_CHARS) throw tooLarge()
  if (text.trim() === '') return parse(schema, {})
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')) throw invalid()
  return parseJson(text, schema)
}

function parseJson<T extends Schema>(text: string, schema: T): z.output<T> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw invalid()
  }
  return parse(schema, value)
}

/** JSON read from text whatever the declared content type (beacons arrive as text/plain), validated. */
export function readJsonText<T extends Schema>(text: string, schema: T): z.output<T> {
  if (text.length > MAX_BODY_CHARS) throw tooLarge()
  return parseJson(text, schema)
}

/** The query string, validated. URLSearchParams decodes leniently, so no escape can throw. */
export function readQuery<T extends Schema>(c: Context, schema: T): z.output<T> {
  return parse(schema, Object.fromEntries(new URL(c.req.url).searchParams))
}
