import { formatDateTime } from '../../lib/format'

/** Prices are stored in cents and shown in yuan with a yen sign and two decimals (spec section 9). */
export function yuan(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2)
}

export { formatPrice } from '../../../shared/price'

/** What a year costs less than twelve months of the monthly price, in cents (0 when it does not). */
export function yearlySaving(yearlyCents: number, monthlyCents: number): number {
  return Math.max(0, monthlyCents * 12 - yearlyCents)
}

/** 'YYYY-MM-DD' in Beijing time: a package's validity, a sale's or a renewal's date. Here with the prices, not with the packages' rows, so the pricing page's sale banner does not load those. */
export const formatDate = (epochSeconds: number) => formatDateTime(epochSeconds).slice(0, 10)
