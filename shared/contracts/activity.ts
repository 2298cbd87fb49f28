/**
 * The activity service's calls (spec section 7 "Activity service" and "Org info"), one
 * record each (shared/contracts/call.ts), and the service's constants. Zod-free: the schemas
 * (./schemas/activity.ts, under the records' names in ./schemas/activityCalls.ts) load with
 * the first call (decision 018). The main service's calls its pages need are in
 * ./activityCommon.ts.
 */
import { declareCalls, get, post } from './call'

/** The activity API's calls; those of the activity-ex login name it (`login`). */
export const activityCalls = declareCalls('activity', () => import('./schemas/activityCalls'), {
  /** An activity by uuid, rendered on the server. */
  info: get('/v1/activity/common/info', { lastGood: true }),
  /** The current activity of a route family that takes no uuid (invite, xshd, new-welfare…). */
  current: get('/v1/activity/common/current', { lastGood: true }),
  /** An activity with what the logged-in activity user has done in it. */
  infoEx: get('/v1/activity/common/info_ex'),
  /** Claims a welfare activity's gifts; the refusal codes are the welfare outcomes. */
  post: post('/v1/activity/common/post'),
  /** A code for the activity logins; a send refused for want of a captcha (45) names the captcha to solve. */
  sendVerifyCode: post('/v1/activity/send_verify_code'),
  /** The delivery address of a real gift the user received; editable until it ships. */
  giftAddress: post('/v1/activity/gift_address'),
  /** My invite link and QR (carrying my opaque code) and 已邀请 N 人. */
  inviteInfo: post('/v1/activity/invite/info'),
  /** A hand-over code for the main site, when the activity login's phone has a main account. */
  handover: post('/v1/activity/handover'),
  /** The activity login: the gateway keeps the answer's token as the activity cookie. */
  login: post('/v1/activity/login', { cookie: 'issue' }),
  /** The activity-ex login (promotions), under its own login and cookie. */
  loginEx: post('/v1/activity/login_ex', { login: 'activityEx', cookie: 'issue' }),
  /** Ends the activity login; the cookie goes whatever the answer. */
  logout: post('/v1/activity/logout', { cookie: 'clear' }),
  /** The activity user, or null without an activity login. */
  me: get('/v1/activity/user/info'),
  /** Records once where an activity user came from. */
  sourceCreate: post('/v1/organization_history_source/create'),
  /** A salesman by their code. */
  salesInfo: get('/v1/activity/sales/info'),
  /** Receive-free storage: the org-info state and the gift. */
  storageInfo: get('/v1/activity/storage_info'),
  /** Receives the free storage once the organisation is confirmed. */
  giftStorage: post('/v1/activity/gift_storage'),
  /** Attributes the logged-in visitor to the salesman of the link they came through, once. */
  distributionJoin: post('/v1/activity/distribution/join'),
  /** A friend joins the group of the leader whose link they came through, once per activity. */
  groupJoin: post('/v1/activity/group/join'),
  /** A salesman's registrations and subscriptions. */
  distributionInfo: get('/v1/activity/distribution/info'),
  /** Records the device of an activity user and the exports its desktop app reports (the export tasks' progress). */
  uploadDevice: post('/v1/activity/upload_device'),
  /** An activity's gifts and which the activity user has received (a POST: no last-good copy). */
  rewardBasicInfo: post('/v1/activity_reward/basic/info'),
  /** A trace id for buying an offer card, with the payment scene (2 or 3) of the login. */
  genPackageTraceId: post('/v1/activity/gen_package_trace_id'),
  /** The activities of a type. */
  infoByType: get('/v1/activity/info_by_type', { lastGood: true }),
  /** The customer service of the activities. */
  ownerConfig: get('/v1/activity/owner_config', { lastGood: true }),
  /** The rights of an exchange activity, credited once. */
  exchange: post('/v1/activity/exchange'),
  /** An export activity's tasks (kinds 4, 5, 7) with the user's progress and deadlines. */
  tasks: get('/v1/activity/task/list'),
  /** Credits a reached task's gift once. */
  taskReceive: post('/v1/activity/task/receive'),
  /** An invitee accepts an invitation, counted once. */
  invite: post('/v1/activity/invite'),
  /** The organisation information's state (receive-free storage). */
  orgInfoState: get('/v1/org_info/get_org_info_state'),
  /** The mini-program code to scan. */
  orgQrCode: get('/v1/org_info/get_qr_code'),
  /** The organisation information, saved until the storage is received. */
  updateOrgInfo: post('/v1/org_info/update_org_info'),
})

/** Activity states (spec section 3). */
export const ActivityState = { NotStarted: 0, Preheat: 1, Started: 2, Ended: 3 } as const
export type ActivityState = (typeof ActivityState)[keyof typeof ActivityState]

/** Gift/reward types (spec section 3). */
export const GiftType = { Virtual: 1, Real: 2, Rights: 3, Storage: 4, LiteEffect: 5, AigcPoints: 6, Points: 7 } as const
export type GiftType = (typeof GiftType)[keyof typeof GiftType]

/** Task-activity kinds (spec section 3). */
export const TaskKind = { Invite: 3, Export: 4, AiHand: 5, HalloweenInvite: 6, HalloweenExport: 7 } as const

/** What an export the desktop app reports was made with; a task kind counts the exports of its features. */
export const ExportFeature = { Photo: 'photo', AiHand: 'ai_hand', Halloween: 'halloween' } as const
export type ExportFeature = (typeof ExportFeature)[keyof typeof ExportFeature]
export const EXPORT_TASK_FEATURES: Record<number, readonly ExportFeature[]> = {
  [TaskKind.Export]: Object.values(ExportFeature),
  [TaskKind.AiHand]: [ExportFeature.AiHand],
  [TaskKind.HalloweenExport]: [ExportFeature.Halloween],
}

/** Why a task's reward is refused (codes the built-in service chose). */
export const TaskRefusal = { NotFound: 404, NotReached: 409, Expired: 410 } as const
/** Why a redemption code is refused (codes the built-in service chose). */
export const ExchangeRefusal = { OtherActivity: 403, Unknown: 404, Used: 409, Expired: 410 } as const
/** A redemption code's shape, once the visitor's spaces and lower case are forgiven. */
export const EXCHANGE_CODE = /^[A-Z0-9]{8,20}$/
/** A code not of that shape: the exchange panel says it before asking (ACTIVITY_MESSAGES.exchangeCodeInvalid). */
export const EXCHANGE_CODE_INVALID = '请输入正确的兑换码'

/** Package tiers of activity cards (spec section 3). */
export const CardTier = { Trial: 0, Basic: 1, Private: 2, Deluxe: 3 } as const
export type CardTier = (typeof CardTier)[keyof typeof CardTier]

/** Payment scenes the activity cards are bought in (spec section 3). */
export const ActivityPayScene = { Activity: 2, ActivityEx: 3 } as const

/** Welfare outcomes (spec section 8). */
export const WelfareCode = {
  NotNewUser: 14,
  NotPaidUser: 15,
  Timeout: 16,
  Received: 24,
  OverThirtyOldUser: 30,
  OverThirtyNotVip: 31,
  OverThirtyReceived: 32,
} as const
export type WelfareCode = (typeof WelfareCode)[keyof typeof WelfareCode]

/** Receive-free storage states (spec section 3). */
export const OrgInfoState = { AddInfo: 0, ScanCode: 1, Success: 2, AlreadyBound: 3, Nonconforming: 4 } as const
export type OrgInfoState = (typeof OrgInfoState)[keyof typeof OrgInfoState]

/** Organisation types of the receive-free form; personal is nonconforming (studios only). */
export const OrgType = { Studio: 1, WeddingStudio: 2, ChildrenStudio: 3, PhotoStore: 4, Personal: 9 } as const

/** The mini-program QR is drawn 430 px wide (spec section 7). */
export const ORG_QR_WIDTH = 430
