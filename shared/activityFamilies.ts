import { CHINA_OFFSET_SECONDS } from './chinaTime'

/** The family a route's sub-pages belong to: aigc/figure is aigc, subscription/yearly is subscription. */
export function familyRoot(family: string): string {
  return family.split('/')[0] ?? family
}

/** The year an annual report covers: its data's `year`, else the China year before the activity starts. */
export function reportYear(activity: { data: Record<string, unknown>; start_at: number }): number {
  const year = activity.data.year
  return typeof year === 'number' && Number.isInteger(year) ? year : new Date((activity.start_at + CHINA_OFFSET_SECONDS) * 1000).getUTCFullYear() - 1
}
