/**
 * Every declared call of every service (shared/contracts/call.ts). The gateway derives its
 * cookie and last-good tables from these records, the contract test checks each, and the
 * robustness net fuzzes each. A service's records join here once; nothing else lists calls.
 */
import { activityCalls } from './activity'
import { activityCommonCalls } from './activityCommon'
import type { CallRecord } from './call'
import { adsCalls } from './ads'
import { commonCalls } from './common'
import { configCalls } from './config'
import { contentCalls } from './content'
import { downloadCalls } from './download'
import { enumerateCalls } from './enumerate'
import { payCalls } from './pay'
import { payAccountCalls } from './payAccount'
import { pointsCalls } from './points'
import { userCalls } from './user'

export const SERVICE_CALLS = {
  points: pointsCalls,
  activity: activityCalls,
  activityCommon: activityCommonCalls,
  config: configCalls,
  ads: adsCalls,
  user: userCalls,
  pay: { ...payCalls, ...payAccountCalls },
  enumerate: enumerateCalls,
  download: downloadCalls,
  content: contentCalls,
  common: commonCalls,
} as const satisfies Record<string, Record<string, CallRecord>>

export const ALL_CALLS: readonly CallRecord[] = Object.values(SERVICE_CALLS).flatMap((calls) => Object.values(calls) as CallRecord[])
