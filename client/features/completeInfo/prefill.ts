import type { CompleteOrgInfoRequest } from '../../../shared/contracts/schemas/activityCommon'
import type { UserInfo } from '../../../shared/contracts/schemas/userInfo'

export type CompleteInfoValues = Required<CompleteOrgInfoRequest>

export const BLANK_INFO: CompleteInfoValues = { org_name: '', org_type: 0, complete_type: 0, contact_name: '', city: '', staff_count: 0 }

/**
 * What the form starts with: what the account filled in before, and for a field it left
 * blank what the account already says elsewhere (its organisation's name and type, the
 * user's name), so nobody types again what we know.
 */
export function knownInfo(
  info: Partial<CompleteInfoValues> | null | undefined,
  user: Pick<UserInfo, 'user_info' | 'org_info'> | undefined,
  orgTypes: readonly { id: number; name: string }[],
): CompleteInfoValues {
  const fromAccount: Partial<CompleteInfoValues> = {
    org_name: user?.org_info.name.trim(),
    org_type: orgTypes.find((option) => user?.org_info.type_name && option.name === user.org_info.type_name)?.id,
    contact_name: user?.user_info.name.trim(),
  }
  return fillBlanks(fillBlanks(BLANK_INFO, info ?? {}), fromAccount)
}

/** Fills the fields that are still blank (empty text, no choice) with what is known; what was typed stays. */
export function fillBlanks(values: CompleteInfoValues, known: Partial<CompleteInfoValues>): CompleteInfoValues {
  const next = { ...values }
  for (const key of Object.keys(values) as (keyof CompleteInfoValues)[]) {
    const value = known[key]
    if (!values[key] && value) (next as Record<string, unknown>)[key] = value
  }
  return next
}
