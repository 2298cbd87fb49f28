/**
 * GET /v1/enumerate/info?type&sub_type (spec section 7, common calls): the option lists
 * of spec section 3 "Enumerate types". The built-in service serves the ones this site
 * uses; an enumeration it does not know answers an empty list.
 */
import * as z from 'zod/mini'
import { CANCEL_REASON_ENUMERATE_TYPE, CANCEL_REASONS, UseStatus } from '../payEnums'
import { envelope } from './envelope'

export const enumeratePaths = { info: '/v1/enumerate/info' } as const

export const EnumerateType = { PackageUseStatus: 8, CancelSubscriptionReason: CANCEL_REASON_ENUMERATE_TYPE } as const

export const enumerateInfoQuery = z.object({
  type: z.coerce.number().check(z.int(), z.positive()),
  sub_type: z.optional(z.coerce.number().check(z.int())),
})

const option = z.object({ value: z.number(), label: z.string() })
export const enumerateInfoResponse = envelope(z.object({ type: z.number(), list: z.array(option) }))

/** The built-in lists, by enumerate type. */
export const ENUMERATIONS: Readonly<Record<number, readonly { value: number; label: string }[]>> = {
  [EnumerateType.PackageUseStatus]: [
    { value: UseStatus.InUse, label: '使用中' },
    { value: UseStatus.Used, label: '已用完' },
    { value: UseStatus.Expired, label: '已过期' },
  ],
  [EnumerateType.CancelSubscriptionReason]: CANCEL_REASONS,
}
