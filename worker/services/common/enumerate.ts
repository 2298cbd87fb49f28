import { Hono } from 'hono'
import { enumerateCalls } from '../../../shared/contracts/enumerate'
import { ok } from '../../../shared/contracts/envelope'
import { CANCEL_REASON_ENUMERATE_TYPE, CANCEL_REASONS } from '../../../shared/cancelReasons'
import { BUSINESS_TYPE_LABELS, BusinessType, UseStatus } from '../../../shared/payEnums'
import { POINTS_RECORD_TYPE_LABELS, PointsRecordType } from '../../../shared/points'
import type { AppEnv } from '../../env'
import { servesCalls } from '../../lib/serve'

/**
 * The enumerate types of spec section 3 ("Other"): 8 package use status; 5, 20, 30
 * identity; 75 size; 77 cancel-subscription reason; 9 package type; 41, 42, 43 ERP;
 * 91 point record type.
 */
export const EnumerateType = {
  PackageUseStatus: 8,
  PackageType: 9,
  CancelSubscriptionReason: CANCEL_REASON_ENUMERATE_TYPE,
  PointRecordType: 91,
} as const

type Options = readonly { value: number; label: string }[]

/** A label record as options, in the order of the enumeration's values. */
const optionsOf = <T extends number>(values: Record<string, T>, labels: Readonly<Record<T, string>>): Options =>
  Object.values(values).map((value) => ({ value, label: labels[value] }))

/**
 * The built-in lists, by enumerate type: the types whose values spec section 3 gives
 * elsewhere. Package type (9) is the package business types; point record type (91) the
 * points ledger's record types, with the ledger's own expiry (12) since the detail shows it.
 *
 * Not served: identity (5, 20, 30), size (75) and ERP (41, 42, 43). The spec names these
 * types and gives no values for any of them; they answer an empty list, as any unknown
 * type does, rather than a list made up here. (The consultation forms' consumer types and
 * monthly counts have their own lists in shared/contracts/common.ts; the spec does not say
 * that they are these enumerations.)
 */
const ENUMERATIONS: Readonly<Record<number, Options>> = {
  [EnumerateType.PackageUseStatus]: [
    { value: UseStatus.InUse, label: '使用中' },
    { value: UseStatus.Used, label: '已用完' },
    { value: UseStatus.Expired, label: '已过期' },
  ],
  [EnumerateType.PackageType]: optionsOf(BusinessType, BUSINESS_TYPE_LABELS),
  [EnumerateType.CancelSubscriptionReason]: CANCEL_REASONS,
  [EnumerateType.PointRecordType]: optionsOf(PointsRecordType, POINTS_RECORD_TYPE_LABELS),
}

/** GET /v1/enumerate/info: the option list of one enumerate type; an empty list for a type without one. */
export const enumerateRoutes = new Hono<AppEnv>()
const serve = servesCalls(enumerateRoutes)

serve(enumerateCalls.info, (_c, { query }) => ok({ type: query.type, list: [...(ENUMERATIONS[query.type] ?? [])] }))
