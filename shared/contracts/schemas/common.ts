/** The schemas of the common calls (../common.ts) and the consultation forms' field rules. */
import * as z from 'zod/mini'
import { envelope } from '../envelope'
import { id, int, oneOf, optionalText, positiveInt, queryId, requiredPhone, requiredText, verifyCodeMd5 } from '../fields'
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_PHONE_MAX_LENGTH,
  CONSUMER_TYPES,
  CONTENT_MAX_LENGTH,
  ConsultationType,
  COOPERATION_OPTIONS,
  COOPERATION_OTHER,
  MONTHLY_COUNTS,
  type Option,
} from '../common'

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
  cooperation_select: z.array(oneOf(values(COOPERATION_OPTIONS), M.cooperationSelect), { error: M.cooperationSelect }).check(
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

/**
 * The market form as the dialog holds it: the cascader's value is [province id, city id].
 * Built on demand like consultationSchema: it is the dialog's, no call's.
 */
export function cooperationFormSchema() {
  return z
    .object({
      ...cooperationFields,
      city: z.tuple([z.number(), z.number()], { error: M.city }),
    })
    .check(z.refine(describesOther, { error: M.cooperationDesc, path: ['cooperation_desc'] }))
}

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
