import { isMainlandPhone } from './validators'

/** The pay-user cookie holds the paying visitor's phone, plain or as `{"phone": ...}` JSON. */
export function payUserPhone(cookieValue: string | undefined): string | undefined {
  if (!cookieValue) return undefined
  let phone: unknown = cookieValue
  if (cookieValue.startsWith('{')) {
    try {
      phone = (JSON.parse(cookieValue) as { phone?: unknown }).phone
    } catch {
      return undefined
    }
  }
  return typeof phone === 'string' && isMainlandPhone(phone) ? phone : undefined
}
