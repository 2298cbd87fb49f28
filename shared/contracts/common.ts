/**
 * Common calls of spec section 7 used by the consultation dialog: the province and city
 * lists and the two submissions, with the forms' options and messages (sections 3 and 5).
 * The built-in service validates requests with these schemas and the dialog validates
 * what was typed with the same field rules, so both give the same Chinese messages.
 */
import * as z from 'zod/mini'
import { VALIDATION_MESSAGES } from '../messages'
import { envelope } from './envelope'
import { id, int, oneOf, optionalText, positiveInt, queryId, requiredPhone, requiredText, verifyCodeMd5 } from './fields'

export const commonPaths = {
  provinces: '/v1/province/get',
  cities: '/v1/city/get',
  consultationCreate: '/v1/web/consultation/create',
  cooperationTransfer: '/v1/web/cooperation/transfer',
  /** Sandbox only: the stored submissions, newest first, for the sandbox console and journeys. */
  sandboxSubmissions: '/v1/sandbox/consultations',
} as const

// --- form options (spec section 3, "Consultation forms") ------------------------

export const ConsultationType = { Person: 1, Enterprise: 2, Market: 3 } as const
export type ConsultationType = (typeof ConsultationType)[keyof typeof ConsultationType]

export interface Option<T extends number = number> {
  value: T
  label: string
}

export const CONSULTATION_TYPES: readonly Option<ConsultationType>[] = [
  { value: ConsultationType.Person, label: '个人' },
  { value: ConsultationType.Enterprise, label: '企业' },
  { value: ConsultationType.Market, label: '市场合作' },
]

/** Consumer types: person 1, 2, 3; enterprise 4, 6, 5 (in that order). */
export const CONSUMER_TYPES = {
  [ConsultationType.Person]: [
    { value: 1, label: '摄影师' },
    { value: 2, label: '修图师' },
    { value: 3, label: '摄影爱好者' },
  ],
  [ConsultationType.Enterprise]: [
    { value: 4, label: '婚纱影楼' },
    { value: 6, label: '摄影工作室' },
    { value: 5, label: '修图外包公司' },
  ],
} as const satisfies Record<1 | 2, readonly Option[]>

/** Monthly retouch-count ids. */
export const MONTHLY_COUNTS = {
  [ConsultationType.Person]: [
    { value: 5, label: '1-1000' },
    { value: 6, label: '1000-10000' },
    { value: 7, label: '10000以上' },
  ],
  [ConsultationType.Enterprise]: [
    { value: 8, label: '1-50000' },
    { value: 9, label: '50000以上' },
  ],
} as const satisfies Record<1 | 2, readonly Option[]>

export const COOPERATION_OTHER = 999
export const COOPERATION_OPTIONS: readonly Option[] = [
  { value: 1, label: '渠道代理' },
  { value: 2, label: '品牌联名' },
  { value: 3, label: '摄影培训' },
  { value: 4, label: '软硬件集成' },
  { value: 5, label: '媒体推广' },
  { value: COOPERATION_OTHER, label: '其他' },
]

export const CONTENT_MAX_LENGTH = 500
export const CONTENT_ROWS = 4
/** Consultation phone fields take at most 11 characters (login takes 128). */
export const CONSULTATION_PHONE_MAX_LENGTH = 11

/** Every message of the consultation forms, in one place. */
export const CONSULTATION_MESSAGES = {
  type: '请选择咨询类型',
  personConsumerType: '请选择您的身份',
  enterpriseConsumerType: '请选择企业类型',
  monthlyCount: '请选择每月修图量',
  enterpriseName: '请输入企业名称',
  enterpriseNameTooLong: '企业名称不能超过 50 个字',
  phoneRequired: VALIDATION_MESSAGES.phoneRequired,
  phone: VALIDATION_MESSAGES.phone,
  verifyCode: VALIDATION_MESSAGES.verifyCode,
  contentTooLong: `咨询内容不能超过 ${CONTENT_MAX_LENGTH} 字`,
  cooperationSelect: '请选择合作方向',
  marketName: '请输入您的姓名',
  marketNameTooLong: '姓名不能超过 30 个字',
  contractRequired: '请输入联系电话',
  company: '请输入公司名称',
  companyTooLong: '公司名称不能超过 50 个字',
  city: '请选择所在城市',
  job: '请输入您的职位',
  jobTooLong: '职位不能超过 30 个字',
  cooperationDesc: '选择“其他”时请填写合作说明',
  cooperationDescTooLong: `合作说明不能超过 ${CONTENT_MAX_LENGTH} 字`,
  province: '请选择正确的省份',
  cityMismatch: '所选城市不属于该省份',
  submitted: '提交成功，我们会尽快与您联系',
  tooOften: '提交过于频繁，请明天再试',
} as const
const M = CONSULTATION_MESSAGES

// --- field rules ---------------------------------------------------------------

const values = <T extends number>(options: readonly Option<T>[]) => options.map((option) => option.value)

/** A consultation phone: required, at most 11 characters, mainland pattern, the shared phone message. */
const phoneField = (requiredMessage: string) => requiredPhone(requiredMessage, CONSULTATION_PHONE_MAX_LENGTH)

const content = optionalText(M.contentTooLong, CONTENT_MAX_LENGTH)

/**
 * The person and enterprise forms (type 1 and 2), with the given rule for the
 * verification code: the typed digits in the dialog, their digest on the wire.
 */
export function consultationSchema<V extends z.ZodMiniType>(verifyCode: V) {
  const base = { phone: phoneField(M.phoneRequired), verify_code: verifyCode, content }
  return z.discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal(ConsultationType.Person),
        consumer_type: oneOf(values(CONSUMER_TYPES[1]), M.personConsumerType),
        month_ps_count_id: oneOf(values(MONTHLY_COUNTS[1]), M.monthlyCount),
        ...base,
      }),
      z.object({
        type: z.literal(ConsultationType.Enterprise),
        consumer_type: oneOf(values(CONSUMER_TYPES[2]), M.enterpriseConsumerType),
        month_ps_count_id: oneOf(values(MONTHLY_COUNTS[2]), M.monthlyCount),
        name: requiredText(M.enterpriseName, 50, M.enterpriseNameTooLong),
        ...base,
      }),
    ],
    { error: M.type },
  )
}

/** The market-cooperation fields other than the city, shared by the form and the request. */
const cooperationFields = {
  cooperation_select: z
    .array(oneOf(values(COOPERATION_OPTIONS), M.cooperationSelect), { error: M.cooperationSelect })
    .check(
      z.minLength(1, { error: M.cooperationSelect }),
      z.maxLength(COOPERATION_OPTIONS.length, { error: M.cooperationSelect }),
      z.refine((list) => new Set(list).size === list.length, { error: M.cooperationSelect }),
    ),
  name: requiredText(M.marketName, 30, M.marketNameTooLong),
  contract: phoneField(M.contractRequired),
  company: requiredText(M.company, 50, M.companyTooLong),
  job: requiredText(M.job, 30, M.jobTooLong),
  cooperation_desc: optionalText(M.cooperationDescTooLong, CONTENT_MAX_LENGTH),
}

/** "Other" says nothing by itself: it needs the description. */
function describesOther(body: { cooperation_select: number[]; cooperation_desc: string }) {
  return !body.cooperation_select.includes(COOPERATION_OTHER) || body.cooperation_desc.length > 0
}

/** The market form as the dialog holds it: the cascader's value is [province id, city id]. */
export const cooperationFormSchema = z
  .object({
    ...cooperationFields,
    city: z.tuple([z.number(), z.number()], { error: M.city }),
  })
  .check(z.refine(describesOther, { error: M.cooperationDesc, path: ['cooperation_desc'] }))

// --- GET /v1/province/get, GET /v1/city/get?province_id ---------------------------
export const regionSchema = z.object({ id: positiveInt, name: z.string().check(z.minLength(1)) })
export type Region = z.infer<typeof regionSchema>
export const provinceListResponse = envelope(z.array(regionSchema))
export const cityListQuery = z.object({ province_id: queryId(M.province) })
export const cityListResponse = envelope(z.array(regionSchema))

// --- POST /v1/web/consultation/create ---------------------------------------------
export const consultationCreateRequest = consultationSchema(z.optional(verifyCodeMd5))
export type ConsultationCreateRequest = z.input<typeof consultationCreateRequest>
export const consultationCreateResponse = envelope(z.object({ id: positiveInt }))

// --- POST /v1/web/cooperation/transfer ----------------------------------------------
/** The cascader's value split into the province and the city, each with id and name. */
export const cooperationTransferRequest = z
  .object({
    ...cooperationFields,
    province_id: id(M.city),
    province_name: requiredText(M.city, 30, M.city),
    city_id: id(M.city),
    city_name: requiredText(M.city, 30, M.city),
  })
  .check(z.refine(describesOther, { error: M.cooperationDesc, path: ['cooperation_desc'] }))
export type CooperationTransferRequest = z.input<typeof cooperationTransferRequest>
export const cooperationTransferResponse = envelope(z.object({ id: positiveInt }))

// --- sandbox: read the stored submissions back ---------------------------------------
export const storedConsultationSchema = z.object({
  id: int,
  type: int,
  consumer_type: int,
  month_ps_count_id: int,
  name: z.string(),
  phone: z.string(),
  phone_verified: z.boolean(),
  content: z.string(),
  created_at: int,
})
export const storedCooperationSchema = z.object({
  id: int,
  cooperation_select: z.array(int),
  name: z.string(),
  contract: z.string(),
  company: z.string(),
  province_id: int,
  province_name: z.string(),
  city_id: int,
  city_name: z.string(),
  job: z.string(),
  cooperation_desc: z.string(),
  created_at: int,
})
export const sandboxSubmissionsResponse = envelope(
  z.object({ consultations: z.array(storedConsultationSchema), cooperations: z.array(storedCooperationSchema) }),
)
