import { Hono } from 'hono'
import { enumerateCalls } from '../../../shared/contracts/enumerate'
import { ok } from '../../../shared/contracts/envelope'
import { CANCEL_REASON_ENUMERATE_TYPE, CANCEL_REASONS, UseStatus } from '../../../shared/payEnums'
import type { AppEnv } from '../../env'
import { servesCalls } from '../../lib/serve'

const EnumerateType = { PackageUseStatus: 8, CancelSubscriptionReason: CANCEL_REASON_ENUMERATE_TYPE } as const

/** The built-in lists, by enumerate type. */
const ENUMERATIONS: Readonly<Record<number, readonly { value: number; label: string }[]>> = {
  [EnumerateType.PackageUseStatus]: [
    { value: UseStatus.InUse, label: '使用中' },
    { value: UseStatus.Used, label: '已用完' },
    { value: UseStatus.Expired, label: '已过期' },
  ],
  [EnumerateType.CancelSubscriptionReason]: CANCEL_REASONS,
}

/** GET /v1/enumerate/info: option lists (type 77, the cancel-subscription reasons; type 8, package use status). */
export const enumerateRoutes = new Hono<AppEnv>()
const serve = servesCalls(enumerateRoutes)

serve(enumerateCalls.info, (_c, { query }) => ok({ type: query.type, list: [...(ENUMERATIONS[query.type] ?? [])] }))
