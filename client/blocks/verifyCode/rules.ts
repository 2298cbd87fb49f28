import { VALIDATION_MESSAGES } from '../../../shared/messages'
import { isMainlandPhone } from '../../../shared/validators'
import { isVerifyCode } from './code'

/** The phone rule of spec section 5: required, then the mainland pattern. */
export function phoneError(value: string): string | undefined {
  const phone = value.trim()
  if (!phone) return VALIDATION_MESSAGES.phoneRequired
  return isMainlandPhone(phone) ? undefined : VALIDATION_MESSAGES.phone
}

/** An empty or wrongly shaped code gets the one message of spec section 5. */
export function codeError(value: string): string | undefined {
  return isVerifyCode(value.trim()) ? undefined : VALIDATION_MESSAGES.verifyCode
}
