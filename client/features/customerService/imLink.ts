import { CUSTOMER_SERVICE_GROUPS } from '../../../shared/constants'

/** The groups a user may talk to (test is for the operators' own checks). */
export type ServiceGroup = 'support' | 'sales'
export const SERVICE_GROUPS: ReadonlyArray<{ group: ServiceGroup; label: string; hint: string }> = [
  { group: 'support', label: '售后支持', hint: '软件使用、套餐与发票问题' },
  { group: 'sales', label: '售前咨询', hint: '购买方案、机构采购与合作' },
]

/** The chat in one group: im/info's url (which carries the user and the level, capped at 8) with the group id. */
export function chatUrl(imUrl: string, group: ServiceGroup): string {
  const url = new URL(imUrl)
  url.searchParams.set('group', String(CUSTOMER_SERVICE_GROUPS[group]))
  return url.href
}
