import { md5 } from 'js-md5'
import { VERIFY_CODE_LENGTH } from '../../../shared/constants'

const CODE_PATTERN = new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`)

/** A verification code is exactly six digits (spec section 5). */
export function isVerifyCode(value: string): boolean {
  return CODE_PATTERN.test(value)
}

/** Codes leave the browser as their MD5 hex digest, never in plain (spec section 5). */
export function hashVerifyCode(code: string): string {
  return md5(code.trim())
}
