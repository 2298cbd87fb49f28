import { BillingCycle } from '../../../shared/payEnums'

/** The next charge of a subscription: one calendar month or year later (UTC), clamped to the month's last day. */
export function addCycle(from: number, cycle: number): number {
  const date = new Date(from * 1000)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  if (cycle === BillingCycle.Yearly) date.setUTCFullYear(date.getUTCFullYear() + 1)
  else date.setUTCMonth(date.getUTCMonth() + 1)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return Math.floor(date.getTime() / 1000)
}
