/**
 * The activity service's schemas (spec section 7 "Activity service" and "Org info"), loaded
 * through the call records of shared/contracts/activity.ts (each under its record's name in
 * ./activityCalls.ts): the worker validates requests with them, the browser parses answers.
 * Logins answer a token to the gateway, which moves it into the scene's HttpOnly cookie: the
 * browser-facing schemas have no token. The main service's calls that the activity pages and
 * the complete-info form need have theirs in ./activityCommon.ts.
 */
import * as z from 'zod/mini'
import { EXCHANGE_CODE, EXCHANGE_CODE_INVALID, ExportFeature, OrgType, ORG_QR_WIDTH } from '../activity'
import { envelope } from '../envelope'
import { captchaVerifyParam, enumOf, id, key, orgName, phone, phoneCc, queryId, verifyCodeMd5 } from '../fields'

const empty = envelope(z.null())
const uuid = key

// --- activity/common/info {uuid}, info_ex {uuid} --------------------------------
export const infoQuery = z.object({ uuid })
export const currentQuery = z.object({ family: z.string().check(z.regex(/^[a-z0-9/-]{1,64}$/)) })

export const giftSchema = z.object({
  id: z.number(),
  type: z.number(),
  name: z.string(),
  amount: z.number(),
  unit: z.string(),
})
export type Gift = z.infer<typeof giftSchema>

export const cardSchema = z.object({
  id: z.number(),
  tier: z.number(),
  name: z.string(),
  product_id: z.number(),
  price: z.number(),
  original_price: z.number(),
  features: z.array(z.string()),
  gift_id: z.nullable(z.number()),
})
export type OfferCard = z.infer<typeof cardSchema>

export const activitySchema = z.object({
  uuid: z.string(),
  family: z.string(),
  type: z.number(),
  task_kind: z.number(),
  title: z.string(),
  subtitle: z.string(),
  state: z.number(),
  preheat_at: z.number(),
  start_at: z.number(),
  end_at: z.number(),
  server_time: z.number(),
  welfare_rule: z.string(),
  theme: z.string(),
  rules: z.array(z.string()),
  share: z.object({ title: z.string(), description: z.string(), link: z.string(), thumbnail: z.string() }),
  gifts: z.array(giftSchema),
  cards: z.array(cardSchema),
  /** The family's own content (a group's size, a deposit's bonuses…), read by its panel (client/features/activity/families). */
  data: z.record(z.string(), z.unknown()),
})
export type ActivityInfo = z.infer<typeof activitySchema>
export const infoResponse = envelope(activitySchema)

/** info_ex adds what the logged-in activity user has done in it. */
export const infoExResponse = envelope(
  z.object({
    activity: activitySchema,
    logged_in: z.boolean(),
    received_gift_ids: z.array(z.number()),
    invite_count: z.number(),
    /** The user's own figures in the activity's family: a group's members, a deposit's balance, a year's exports… */
    figures: z.record(z.string(), z.number()),
  }),
)

// --- activity info by type ----------------------------------------------------
export const infoByTypeQuery = z.object({ type: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1000)) })
export const infoByTypeResponse = envelope(z.object({ list: z.array(activitySchema) }))

// --- common/post: claim the activity's gifts (welfare) ----------------------------
export const postRequest = z.object({ uuid })
/** A claimed gift; a virtual one (type 1) carries its redemption code. */
export const claimedGiftSchema = z.object({ ...giftSchema.shape, code: z.nullable(z.string()) })
export type ClaimedGift = z.infer<typeof claimedGiftSchema>
export const postResponse = envelope(z.object({ gifts: z.array(claimedGiftSchema) }))

// --- exchange post: a redemption code of the activity, its gift credited once -------------
/** As the visitor types it: spaces around and lower case are forgiven. */
const exchangeCode = z.string({ error: EXCHANGE_CODE_INVALID }).check(z.trim(), z.toUpperCase(), z.regex(EXCHANGE_CODE, { error: EXCHANGE_CODE_INVALID }))
export const exchangeRequest = z.object({ uuid, code: exchangeCode })
export const exchangeResponse = envelope(z.object({ gifts: z.array(giftSchema), credited: z.boolean() }))

// --- invite: an invitee accepts an invitation (counted once) -----------------------
/** An inviter is named by their opaque invite code, never their phone. */
const inviterCode = z.string().check(z.regex(/^[A-Z2-9]{12}$/))
export const inviteRequest = z.object({ uuid, inviter: inviterCode })
export const inviteInfoRequest = z.object({ uuid })
/** My invite link (with my code), its QR and how many it brought. */
export const inviteInfoResponse = envelope(z.object({ code: z.string(), link: z.string(), qr_img: z.string(), invited: z.number() }))
export const inviteResponse = envelope(z.object({ counted: z.boolean() }))

// --- send_verify_code, login, login_ex, logout ------------------------------------
export const sendVerifyCodeRequest = z.object({ phone, phone_cc: phoneCc, captcha_verify_param: captchaVerifyParam })
export const sendVerifyCodeResponse = empty
export const loginRequest = z.object({
  phone,
  verify_code: verifyCodeMd5,
  phone_cc: phoneCc,
  source_id: z.optional(z.number().check(z.int(), z.nonnegative())),
  activity_uuid: z.optional(uuid),
  channel: z.optional(z.string().check(z.maxLength(32))),
})
/** A login's body as the service reads it. */
export type ActivityLogin = z.output<typeof loginRequest>
/** What the browser sees: the service answers `token` beside `phone`, and the gateway keeps it (the record's `cookie: 'issue'`). */
export const loginResponse = envelope(z.object({ phone: z.string() }))
export const logoutResponse = empty

// --- the logged-in activity user ------------------------------------------------------
export const meResponse = envelope(z.nullable(z.object({ phone: z.string(), is_new: z.boolean(), is_paid: z.boolean(), is_vip: z.boolean() })))

// --- organization_history_source/create --------------------------------------------
export const sourceCreateRequest = z.object({
  activity_uuid: uuid,
  source_id: z.number().check(z.int(), z.nonnegative()),
  channel: z._default(z.string().check(z.maxLength(32)), ''),
})
export const sourceCreateResponse = envelope(z.object({ created: z.boolean() }))

// --- sales/info, distribution/info {code} ------------------------------------------
/** With `uuid`, the link and QR attribute the visitors of that activity to the salesman. */
export const salesInfoQuery = z.object({ code: key, uuid: z.optional(uuid) })
export const salesInfoResponse = envelope(z.object({ name: z.string(), code: z.string(), phone: z.string(), link: z.string(), qr_img: z.string() }))
/** A visitor who came through a salesman's link: their registration (and, once paid, subscription) is the salesman's. */
export const distributionJoinRequest = z.object({ uuid, code: key })
export const distributionJoinResponse = envelope(z.object({ counted: z.boolean() }))
export const distributionInfoQuery = z.object({ code: key })
export const distributionInfoResponse = envelope(
  z.object({
    salesman: z.string(),
    registrations: z.number(),
    subscriptions: z.number(),
    recent: z.array(z.object({ phone: z.string(), kind: z.string(), created_at: z.number() })),
  }),
)

// --- storage_info, gift_storage -------------------------------------------------------
export const storageInfoQuery = z.object({ uuid })
export const storageInfoResponse = envelope(
  z.object({ org_info_state: z.number(), img_url: z.string(), is_new: z.boolean(), count: z.number(), gift: z.nullable(giftSchema) }),
)
export const giftStorageRequest = z.object({ uuid })
export const giftStorageResponse = envelope(z.object({ org_info_state: z.number(), credited: z.boolean() }))

// --- org info ----------------------------------------------------------------------------
export const orgInfoStateResponse = envelope(z.object({ org_info_state: z.number() }))
export const orgQrCodeQuery = z.object({
  page: z.string().check(z.regex(/^[a-z0-9/_-]{1,64}$/)),
  width: z._default(z.coerce.number().check(z.int(), z.minimum(280), z.maximum(1280)), ORG_QR_WIDTH),
})
export const orgQrCodeResponse = envelope(z.object({ img_url: z.string(), scan_url: z.string() }))
export const updateOrgInfoRequest = z.object({
  org_name: orgName,
  org_type: enumOf(OrgType, '请选择机构类型'),
  contact: z._default(z.string().check(z.trim(), z.maxLength(20, { error: '联系人最多 20 个字' })), ''),
  city: z._default(z.string().check(z.trim(), z.maxLength(20, { error: '城市最多 20 个字' })), ''),
})
export type UpdateOrgInfoRequest = z.input<typeof updateOrgInfoRequest>
export const updateOrgInfoResponse = envelope(z.object({ org_info_state: z.number() }))

// --- upload_device, activity_reward/basic/info, gen_package_trace_id, owner config -----
/** Exports the desktop app made since its last report; the report id makes a resent report count once. */
const exportReport = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  count: z.int().check(z.minimum(1), z.maximum(1000)),
  feature: z._default(z.enum([ExportFeature.Photo, ExportFeature.AiHand, ExportFeature.Halloween]), ExportFeature.Photo),
})
export const uploadDeviceRequest = z.object({
  device: z.string().check(z.minLength(1), z.maxLength(128)),
  exports: z._default(z.array(exportReport).check(z.maxLength(50)), []),
})
export type UploadDeviceRequest = z.input<typeof uploadDeviceRequest>

// --- export tasks (kinds 4, 5, 7): progress from the reported exports -------------------
/** A task in the vocabulary of the points tasks (spec section 3): receivable once reached, until its deadline. */
export const exportTaskSchema = z.object({
  id: z.number(),
  kind: z.number(),
  show_name: z.string(),
  description: z.string(),
  target: z.number(),
  progress: z.number(),
  valid_end_time: z.number(),
  allow_receive: z.boolean(),
  is_finish: z.boolean(),
  is_expire: z.boolean(),
  gift: giftSchema,
})
export type ExportTask = z.infer<typeof exportTaskSchema>
export const tasksResponse = envelope(z.object({ logged_in: z.boolean(), server_time: z.number(), list: z.array(exportTaskSchema) }))
export const taskReceiveRequest = z.object({ uuid, task_id: id() })
export const taskReceiveResponse = envelope(z.object({ task: exportTaskSchema, credited: z.boolean() }))
export const uploadDeviceResponse = empty
export const rewardBasicInfoRequest = z.object({ uuid })
/** Where a real gift (type 2) is sent. */
export const giftAddressSchema = z.object({
  name: z
    .string({ error: '请输入收货人姓名' })
    .check(z.trim(), z.minLength(2, { error: '收货人姓名至少 2 个字' }), z.maxLength(20, { error: '收货人姓名最多 20 个字' })),
  phone,
  address: z
    .string({ error: '请输入收货地址' })
    .check(z.trim(), z.minLength(5, { error: '请填写详细收货地址' }), z.maxLength(120, { error: '收货地址最多 120 个字' })),
})
export const giftAddressRequest = z.object({ uuid, gift_id: z.number().check(z.int(), z.positive()), ...giftAddressSchema.shape })
export type GiftAddressRequest = z.input<typeof giftAddressRequest>
export const giftAddressResponse = empty
export const rewardBasicInfoResponse = envelope(
  z.object({
    // times: how often it was received (an invite reward, once per invitee); a virtual gift's codes, one per time, oldest first.
    gifts: z.array(
      z.object({ ...giftSchema.shape, received: z.boolean(), times: z.number(), codes: z.array(z.string()), address: z.nullable(giftAddressSchema) }),
    ),
  }),
)
export const genPackageTraceIdRequest = z.object({ uuid, card_id: queryId() })
export const genPackageTraceIdResponse = envelope(z.object({ trace_id: z.string(), pay_scene: z.number(), product_id: z.number() }))
export const ownerConfigResponse = envelope(z.object({ service_phone: z.string(), service_wechat: z.string(), service_hours: z.string() }))

// --- hand-over: from the activity login to the main site (去个人中心查看) --------------------
/** A code when the phone has a main account (null: the visitor logs in there with `masked_phone`). */
export const handoverResponse = envelope(z.object({ code: z.nullable(z.string()), masked_phone: z.string(), expires_in: z.number() }))
