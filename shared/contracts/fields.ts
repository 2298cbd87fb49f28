/**
 * Field rules that several contracts share, written once and built from the constants
 * and messages of the spec (sections 5 and 9). On zod/mini (decision 006): the browser
 * parses every response with these schemas, and mini keeps only the rules a schema uses.
 * Every rule carries its Chinese message, so a bad request is answered with a message a
 * visitor can read.
 */
import * as z from 'zod/mini'
import { DEFAULT_PHONE_CC, VERIFY_CODE_LENGTH } from '../constants'
import { SERVER_MESSAGES, VALIDATION_MESSAGES } from '../messages'
import { PAY_MESSAGES } from '../payMessages'
import { MAINLAND_PHONE } from '../validators'

/** A mainland mobile number, trimmed, with the shared phone message. */
export const phone = z.string({ error: VALIDATION_MESSAGES.phone }).check(z.trim(), z.regex(MAINLAND_PHONE, { error: VALIDATION_MESSAGES.phone }))

/** A phone a form requires: its own message when empty, at most `maxLength` characters, the shared message when wrong. */
export function requiredPhone(requiredMessage: string, maxLength: number) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage }),
      z.maxLength(maxLength, { error: VALIDATION_MESSAGES.phone }),
      z.regex(MAINLAND_PHONE, { error: VALIDATION_MESSAGES.phone }),
    )
}

/** Verification codes leave the browser as the MD5 hex digest of the digits (spec section 5). */
export const verifyCodeMd5 = z.string({ error: VALIDATION_MESSAGES.verifyCode }).check(z.regex(/^[0-9a-f]{32}$/, { error: VALIDATION_MESSAGES.verifyCode }))

/** What the visitor types: exactly `VERIFY_CODE_LENGTH` digits. */
export const verifyCodeTyped = z
  .string({ error: VALIDATION_MESSAGES.verifyCode })
  .check(z.trim(), z.regex(new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`), { error: VALIDATION_MESSAGES.verifyCode }))

/** The phone country code, `DEFAULT_PHONE_CC` unless given. */
export const phoneCc = z._default(z.string().check(z.regex(/^\d{1,4}$/)), DEFAULT_PHONE_CC)

/** A login token or a one-time token (jump, recover). */
export const token = z.string().check(z.minLength(1), z.maxLength(2048))

/** The captcha widget's verification parameter (Alibaba Cloud's CaptchaVerifyParam), sent only once a send needs it. */
export const captchaVerifyParam = z.optional(z.string().check(z.maxLength(8192)))

/** A number that must be one of `values`, with one message for missing, mistyped or unknown. */
export function oneOf<const T extends number>(values: readonly T[], message: string = SERVER_MESSAGES.invalidRequest) {
  const allowed: readonly number[] = values
  return z.number({ error: message }).check(
    z.int({ error: message }),
    z.refine((value) => allowed.includes(value), { error: message }),
  ) as unknown as z.ZodMiniType<T, number>
}

/** A number that must be one of an enumeration's values (body fields). */
export function enumOf<T extends Record<string, number>>(values: T, message: string = SERVER_MESSAGES.invalidRequest) {
  return oneOf(Object.values(values) as T[keyof T][], message)
}

/** `enumOf` for query strings, which arrive as text. */
export function queryEnum<T extends Record<string, number>>(values: T, message: string = SERVER_MESSAGES.invalidRequest) {
  return z.pipe(z.coerce.number({ error: message }), enumOf(values, message))
}

/** A positive integer id (body field). */
export function id(message: string = SERVER_MESSAGES.invalidRequest) {
  return z.int({ error: message }).check(z.positive({ error: message }))
}

/** A positive integer id given in a query string. */
export function queryId(message: string = SERVER_MESSAGES.invalidRequest) {
  return z.coerce.number({ error: message }).check(z.int({ error: message }), z.positive({ error: message }))
}

/** An integer within `min..max` given in a query string (a year, a page). */
export function queryInt(message: string, min: number, max: number) {
  return z.coerce.number({ error: message }).check(z.int({ error: message }), z.minimum(min, { error: message }), z.maximum(max, { error: message }))
}

/** A page number or page size given in a query string, 1..max. */
export function queryPage(max: number, fallback: number) {
  return z._default(queryInt(SERVER_MESSAGES.invalidRequest, 1, max), fallback)
}

/** Required text: trimmed, not empty, at most `max` characters. */
export function requiredText(message: string, max: number, tooLong: string = message) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLong }))
}

/** Optional text: trimmed, at most `max` characters, empty when absent. */
export function optionalText(tooLong: string, max: number) {
  return z._default(z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, { error: tooLong })), '')
}

/** An activity or order uuid-like key: letters, digits, dash and underscore. */
export const key = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: SERVER_MESSAGES.invalidRequest }))

/** Integers as the responses carry them. */
export const int = z.int()
export const nonNegativeInt = z.int().check(z.nonnegative())
export const positiveInt = z.int().check(z.positive())

/** Money in cents, as the payment service counts it. */
export const cents = z.number().check(z.int(), z.minimum(0))
/** A time in Unix seconds. */
export const seconds = z.number().check(z.int())
/** A payment's trade number (`out_trade_no`). */
export const tradeNo = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: PAY_MESSAGES.orderNotFound }))
/** A body's app_id (product-app bit flags of spec section 3); absent, the service reads the Cake-Appid header, else Cake (1). */
export const bodyAppId = z.optional(z.number({ error: SERVER_MESSAGES.invalidRequest }).check(z.int(), z.positive()))

/** An organisation's name, in the receive-free storage form and the complete-info form alike. */
export const orgName = z
  .string({ error: '请输入机构名称' })
  .check(z.trim(), z.minLength(2, { error: '机构名称至少 2 个字' }), z.maxLength(40, { error: '机构名称最多 40 个字' }))
