/**
 * The activity service's calls (spec section 7 "Activity service" and "Org info"), one
 * record each (shared/contracts/call.ts), with the common calls its pages need, and the
 * service's constants. Zod-free: the schemas load with the first call (decision 018).
 */
import { ServerCode } from '../enums'
import { callsOf } from './call'

const schemas = () => import('./schemas/activity')
const activity = callsOf('activity', schemas)
const common = callsOf('main', schemas)

/** The activity API's calls; those of the activity-ex login name it (`login`). */
export const activityCalls = {
  /** An activity by uuid, rendered on the server. */
  info: activity.get('/v1/activity/common/info', (s) => ({ query: s.infoQuery, response: s.infoResponse }), { lastGood: true }),
  /** The current activity of a route family that takes no uuid (invite, xshd, new-welfare…). */
  current: activity.get('/v1/activity/common/current', (s) => ({ query: s.currentQuery, response: s.infoResponse }), { lastGood: true }),
  /** An activity with what the logged-in activity user has done in it. */
  infoEx: activity.get('/v1/activity/common/info_ex', (s) => ({ query: s.infoQuery, response: s.infoExResponse })),
  /** Claims a welfare activity's gifts; the refusal codes are the welfare outcomes. */
  post: activity.post('/v1/activity/common/post', (s) => ({ body: s.postRequest, response: s.postResponse })),
  /** A code for the activity logins; a send refused for want of a captcha (45) names the captcha to solve. */
  sendVerifyCode: activity.post('/v1/activity/send_verify_code', async (s) => ({
    body: s.sendVerifyCodeRequest,
    response: s.sendVerifyCodeResponse,
    failureData: { [ServerCode.CaptchaRequired]: (await import('./schemas/captcha')).captchaChallenge },
  })),
  /** The delivery address of a real gift the user received; editable until it ships. */
  giftAddress: activity.post('/v1/activity/gift_address', (s) => ({ body: s.giftAddressRequest, response: s.giftAddressResponse })),
  /** My invite link and QR (carrying my opaque code) and 已邀请 N 人. */
  inviteInfo: activity.post('/v1/activity/invite/info', (s) => ({ body: s.inviteInfoRequest, response: s.inviteInfoResponse })),
  /** A hand-over code for the main site, when the activity login's phone has a main account. */
  handover: activity.post('/v1/activity/handover', (s) => ({ response: s.handoverResponse })),
  /** The activity login: the gateway keeps the answer's token as the activity cookie. */
  login: activity.post('/v1/activity/login', (s) => ({ body: s.loginRequest, response: s.loginResponse }), { cookie: 'issue' }),
  /** The activity-ex login (promotions), under its own login and cookie. */
  loginEx: activity.post('/v1/activity/login_ex', (s) => ({ body: s.loginRequest, response: s.loginResponse }), { login: 'activityEx', cookie: 'issue' }),
  /** Ends the activity login; the cookie goes whatever the answer. */
  logout: activity.post('/v1/activity/logout', (s) => ({ response: s.logoutResponse }), { cookie: 'clear' }),
  /** The activity user, or null without an activity login. */
  me: activity.get('/v1/activity/user/info', (s) => ({ response: s.meResponse })),
  /** Records once where an activity user came from. */
  sourceCreate: activity.post('/v1/organization_history_source/create', (s) => ({ body: s.sourceCreateRequest, response: s.sourceCreateResponse })),
  /** A salesman by their code. */
  salesInfo: activity.get('/v1/activity/sales/info', (s) => ({ query: s.salesInfoQuery, response: s.salesInfoResponse })),
  /** Receive-free storage: the org-info state and the gift. */
  storageInfo: activity.get('/v1/activity/storage_info', (s) => ({ query: s.storageInfoQuery, response: s.storageInfoResponse })),
  /** Receives the free storage once the organisation is confirmed. */
  giftStorage: activity.post('/v1/activity/gift_storage', (s) => ({ body: s.giftStorageRequest, response: s.giftStorageResponse })),
  /** Attributes the logged-in visitor to the salesman of the link they came through, once. */
  distributionJoin: activity.post('/v1/activity/distribution/join', (s) => ({ body: s.distributionJoinRequest, response: s.distributionJoinResponse })),
  /** A friend joins the group of the leader whose link they came through, once per activity. */
  groupJoin: activity.post('/v1/activity/group/join', (s) => ({ body: s.inviteRequest, response: s.inviteResponse })),
  /** A salesman's registrations and subscriptions. */
  distributionInfo: activity.get('/v1/activity/distribution/info', (s) => ({ query: s.distributionInfoQuery, response: s.distributionInfoResponse })),
  /** Records the device of an activity user and the exports its desktop app reports (the export tasks' progress). */
  uploadDevice: activity.post('/v1/activity/upload_device', (s) => ({ body: s.uploadDeviceRequest, response: s.uploadDeviceResponse })),
  /** An activity's gifts and which the activity user has received (a POST: no last-good copy). */
  rewardBasicInfo: activity.post('/v1/activity_reward/basic/info', (s) => ({ body: s.rewardBasicInfoRequest, response: s.rewardBasicInfoResponse })),
  /** A trace id for buying an offer card, with the payment scene (2 or 3) of the login. */
  genPackageTraceId: activity.post('/v1/activity/gen_package_trace_id', (s) => ({ body: s.genPackageTraceIdRequest, response: s.genPackageTraceIdResponse })),
  /** The activities of a type. */
  infoByType: activity.get('/v1/activity/info_by_type', (s) => ({ query: s.infoByTypeQuery, response: s.infoByTypeResponse }), { lastGood: true }),
  /** The customer service of the activities. */
  ownerConfig: activity.get('/v1/activity/owner_config', (s) => ({ response: s.ownerConfigResponse }), { lastGood: true }),
  /** The rights of an exchange activity, credited once. */
  exchange: activity.post('/v1/activity/exchange', (s) => ({ body: s.exchangeRequest, response: s.exchangeResponse })),
  /** An export activity's tasks (kinds 4, 5, 7) with the user's progress and deadlines. */
  tasks: activity.get('/v1/activity/task/list', (s) => ({ query: s.infoQuery, response: s.tasksResponse })),
  /** Credits a reached task's gift once. */
  taskReceive: activity.post('/v1/activity/task/receive', (s) => ({ body: s.taskReceiveRequest, response: s.taskReceiveResponse })),
  /** An invitee accepts an invitation, counted once. */
  invite: activity.post('/v1/activity/invite', (s) => ({ body: s.inviteRequest, response: s.inviteResponse })),
  /** The organisation information's state (receive-free storage). */
  orgInfoState: activity.get('/v1/org_info/get_org_info_state', (s) => ({ response: s.orgInfoStateResponse })),
  /** The mini-program code to scan. */
  orgQrCode: activity.get('/v1/org_info/get_qr_code', (s) => ({ query: s.orgQrCodeQuery, response: s.orgQrCodeResponse })),
  /** The organisation information, saved until the storage is received. */
  updateOrgInfo: activity.post('/v1/org_info/update_org_info', (s) => ({ body: s.updateOrgInfoRequest, response: s.updateOrgInfoResponse })),
}

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
  exchangeCodeInvalid: '请输入正确的兑换码',
  exchange: {
    [ExchangeRefusal.Unknown]: '兑换码不存在，请核对后重新输入',
    [ExchangeRefusal.Used]: '该兑换码已被使用',
    [ExchangeRefusal.Expired]: '该兑换码已过期',
    [ExchangeRefusal.OtherActivity]: '该兑换码不适用于本活动',
  },
  task: {
    [TaskRefusal.NotFound]: '任务不存在',
    [TaskRefusal.NotReached]: '任务尚未完成，完成后即可领取奖励',
    [TaskRefusal.Expired]: '任务已过期，无法领取奖励',
  },
  inviteSelf: '不能邀请自己哦',
  inviteNotNew: '本邀请仅限新注册用户接受，您已是老用户啦',
  handoverInvalid: '登录已失效，请在个人中心重新登录',
  giftNotReceived: '您还没有领取该奖品',
  inviteNotFound: '邀请人不存在',
  cardNotFound: '套餐不存在',
  salesmanNotFound: '销售顾问不存在',
  groupFull: '这个团已经满员啦，去开一个新团吧',
  groupSelf: '不能参加自己开的团哦',
  groupNotFound: '拼团不存在',
  qrUnavailable: '小程序码暂不可用，请稍后再试',
} as const

/**
 * The common calls of spec section 7 that the activity pages and the complete-info form
 * need: served by the main service (worker/services/activity/commonRoutes.ts), under the
 * official site's login.
 */
export const activityCommonCalls = {
  /** 去个人中心查看: a single-use, short-lived code exchanged for the main login of the same phone. */
  handoverExchange: common.post('/v1/activity/handover/exchange', (s) => ({ body: s.handoverExchangeRequest, response: s.handoverExchangeResponse }), {
    cookie: 'issue',
  }),
  /** An activity for the H5 pages, by uuid. */
  h5ActivityInfo: common.get('/v1/h5/activity/common/info', (s) => ({ query: s.infoQuery, response: s.infoResponse })),
  /** The running activities for banners and the H5 entry, with the server's clock. */
  activityConfig: common.get('/v1/activity/common/config', (s) => ({ response: s.activityConfigResponse }), { lastGood: true }),
  /** The complete-info form's organisation types. */
  organizationTypes: common.get('/v1/organization_type/get', (s) => ({ response: s.optionsResponse }), { lastGood: true }),
  /** The complete-info form's identities (complete types). */
  completeTypes: common.get('/v1/complete_type/get', (s) => ({ response: s.optionsResponse }), { lastGood: true }),
  /** The account's organisation information, saved. */
  completeOrgInfo: common.post('/v1/ow/complete_org_info', (s) => ({ body: s.completeOrgInfoRequest, response: s.completeOrgInfoResponse })),
  /** What the account has filled in. */
  completedInfo: common.get('/v1/ow/completed_info', (s) => ({ response: s.completedInfoResponse })),
  /** A salesman's QR by their bit. */
  salesmanQrCode: common.get('/v1/web/salesman/qr_code', (s) => ({ query: s.salesmanQrCodeQuery, response: s.salesmanQrCodeResponse })),
  /** Whether a URL is limited (never, on this site). */
  isUrlLimit: common.post('/v1/web/weight/is_url_limit', (s) => ({ body: s.isUrlLimitRequest, response: s.isUrlLimitResponse })),
  /** The site's policy pages. */
  protocol: common.get('/v1/protocol', (s) => ({ response: s.protocolResponse }), { lastGood: true }),
}
