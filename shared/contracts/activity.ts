/**
 * The activity service's calls (spec section 7 "Activity service" and "Org info"), one
 * record each (shared/contracts/call.ts), with the common calls its pages need, and the
 * service's constants. Zod-free: the schemas load with the first call (decision 018).
 */
import { defineCall } from './call'

const schemas = () => import('./schemas/activity')

export const activityPaths = {
  info: '/v1/activity/common/info',
  /** The current activity of a route family that takes no uuid (invite, xshd, new-welfare…). */
  current: '/v1/activity/common/current',
  infoEx: '/v1/activity/common/info_ex',
  post: '/v1/activity/common/post',
  sendVerifyCode: '/v1/activity/send_verify_code',
  login: '/v1/activity/login',
  loginEx: '/v1/activity/login_ex',
  logout: '/v1/activity/logout',
  me: '/v1/activity/user/info',
  sourceCreate: '/v1/organization_history_source/create',
  salesInfo: '/v1/activity/sales/info',
  storageInfo: '/v1/activity/storage_info',
  giftStorage: '/v1/activity/gift_storage',
  distributionInfo: '/v1/activity/distribution/info',
  uploadDevice: '/v1/activity/upload_device',
  rewardBasicInfo: '/v1/activity_reward/basic/info',
  genPackageTraceId: '/v1/activity/gen_package_trace_id',
  infoByType: '/v1/activity/info_by_type',
  ownerConfig: '/v1/activity/owner_config',
  exchange: '/v1/activity/exchange',
  invite: '/v1/activity/invite',
  orgInfoState: '/v1/org_info/get_org_info_state',
  orgQrCode: '/v1/org_info/get_qr_code',
  updateOrgInfo: '/v1/org_info/update_org_info',
} as const

/** Activity states (spec section 3). */
export const ActivityState = { NotStarted: 0, Preheat: 1, Started: 2, Ended: 3 } as const
export type ActivityState = (typeof ActivityState)[keyof typeof ActivityState]

/** Gift/reward types (spec section 3). */
export const GiftType = { Virtual: 1, Real: 2, Rights: 3, Storage: 4, LiteEffect: 5, AigcPoints: 6, Points: 7 } as const
export type GiftType = (typeof GiftType)[keyof typeof GiftType]

/** Task-activity kinds (spec section 3). */
export const TaskKind = { Invite: 3, Export: 4, AiHand: 5, HalloweenInvite: 6, HalloweenExport: 7 } as const

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

/** The messages the service answers with (spec section 8 leaves them open). */
export const ACTIVITY_MESSAGES = {
  notFound: '活动不存在或已下架',
  notStarted: '活动尚未开始，敬请期待',
  welfare: {
    14: '本福利仅限新用户领取，您已是老用户啦',
    15: '本福利仅限付费用户领取，购买任意套餐后即可领取',
    16: '活动已结束，福利已停止发放',
    24: '您已领取过该福利，请勿重复领取',
    30: '您已注册超过 30 天，本福利仅限注册 30 天内的用户领取',
    31: '本福利仅限注册超过 30 天的会员用户领取，开通会员后即可领取',
    32: '您已领取过老用户专属福利，请勿重复领取',
  } satisfies Record<WelfareCode, string>,
  orgInfoMissing: '请先填写机构信息',
  orgInfoNotScanned: '请先使用微信扫码完成绑定',
  storageNonconforming: '您的机构信息不符合领取条件，本福利仅限摄影机构领取',
  storageAlreadyBound: '您的机构已领取过免费存储空间',
  exchangeDone: '兑换成功，权益已到账',
  inviteSelf: '不能邀请自己哦',
  inviteNotFound: '邀请人不存在',
  cardNotFound: '套餐不存在',
  salesmanNotFound: '销售顾问不存在',
  qrUnavailable: '小程序码暂不可用，请稍后再试',
} as const

/**
 * The common calls of spec section 7 that the activity pages and the complete-info form
 * need: served by the main service (worker/services/activity/commonRoutes.ts), under the
 * official site's login.
 */
export const activityCommonCalls = {
  /** An activity for the H5 pages, by uuid. */
  h5ActivityInfo: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/h5/activity/common/info',
    schemas: () => schemas().then((s) => ({ query: s.infoQuery, response: s.infoResponse })),
  }),
  /** The running activities for banners and the H5 entry, with the server's clock. */
  activityConfig: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/activity/common/config',
    schemas: () => schemas().then((s) => ({ response: s.activityConfigResponse })),
    lastGood: true,
  }),
  /** The complete-info form's organisation types. */
  organizationTypes: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/organization_type/get',
    schemas: () => schemas().then((s) => ({ response: s.optionsResponse })),
    lastGood: true,
  }),
  /** The complete-info form's identities (complete types). */
  completeTypes: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/complete_type/get',
    schemas: () => schemas().then((s) => ({ response: s.optionsResponse })),
    lastGood: true,
  }),
  /** The account's organisation information, saved. */
  completeOrgInfo: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/ow/complete_org_info',
    schemas: () => schemas().then((s) => ({ body: s.completeOrgInfoRequest, response: s.completeOrgInfoResponse })),
  }),
  /** What the account has filled in. */
  completedInfo: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/ow/completed_info',
    schemas: () => schemas().then((s) => ({ response: s.completedInfoResponse })),
  }),
  /** A salesman's QR by their bit. */
  salesmanQrCode: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/web/salesman/qr_code',
    schemas: () => schemas().then((s) => ({ query: s.salesmanQrCodeQuery, response: s.salesmanQrCodeResponse })),
  }),
  /** Whether a URL is limited (never, on this site). */
  isUrlLimit: defineCall({
    api: 'main',
    method: 'POST',
    path: '/v1/web/weight/is_url_limit',
    schemas: () => schemas().then((s) => ({ body: s.isUrlLimitRequest, response: s.isUrlLimitResponse })),
  }),
  /** The site's policy pages. */
  protocol: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/protocol',
    schemas: () => schemas().then((s) => ({ response: s.protocolResponse })),
    lastGood: true,
  }),
}
