/** Validation patterns of spec section 5. */

/** Mainland mobile numbers: 11 digits, 13-19 with the allowed digits per prefix. */
export const MAINLAND_PHONE = /^1(?:3\d|4[014-9]|5\d|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/

export function isMainlandPhone(value: string): boolean {
  return MAINLAND_PHONE.test(value)
}

/** The other patterns of spec section 5 (invoice forms). */
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/
/** A landline: 0 plus 2-3 digits, an optional hyphen, 7-8 digits. */
export const LANDLINE = /^0\d{2,3}-?\d{7,8}$/
/** A tax code: 15-20 uppercase letters or digits. */
export const TAX_CODE = /^[A-Z0-9]{15,20}$/
/** Digits and spaces (a bank account). */
export const DIGITS_AND_SPACES = /^[\d ]+$/
