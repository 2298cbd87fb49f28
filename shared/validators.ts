/** Validation patterns of spec section 5. */

/** Mainland mobile numbers: 11 digits, 13-19 with the allowed digits per prefix. */
export const MAINLAND_PHONE = /^1(?:3\d|4[014-9]|5\d|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/

export function isMainlandPhone(value: string): boolean {
  return MAINLAND_PHONE.test(value)
}
