import type { KeyValueStore } from '../../lib/storage'

/** The no-report flag of spec section 3's client storage keys. */
export const NO_REPORT_STORAGE_KEY = 'no_report'

/**
 * The query parameter that sets (`?no_report=1`) or clears (`?no_report=0`) the flag: staff,
 * testers and monitoring open the site once with it, and their visits stay out of the
 * click tracking and the ad reports from then on, in that browser.
 */
export const NO_REPORT_PARAM = 'no_report'

/** Takes the parameter of a landing URL into the store, then answers whether reporting is off. */
export function reportingOff(search: string, store: KeyValueStore): boolean {
  const asked = new URLSearchParams(search).get(NO_REPORT_PARAM)
  if (asked === '1') store.setItem(NO_REPORT_STORAGE_KEY, '1')
  else if (asked === '0') store.removeItem(NO_REPORT_STORAGE_KEY)
  return store.getItem(NO_REPORT_STORAGE_KEY) === '1'
}
