/**
 * The schemas of the main service's calls that the activity pages and the complete-info form
 * need (shared/contracts/activityCommon.ts, each under its record's name in
 * ./activityCommonCalls.ts): apart from the activity service's, so that /profile/information,
 * which reads the completed information on arrival, loads these and not the activity pages'.
 */
import * as z from 'zod/mini'
import { envelope } from '../envelope'
import { orgName } from '../fields'

const empty = envelope(z.null())

// --- hand-over: from the activity login to the main site (去个人中心查看) --------------------
export const handoverExchangeRequest = z.object({ code: z.string().check(z.regex(/^[0-9a-f]{32}$/)) })
/** The token leaves the answer as the main cookie (the record's `cookie: 'issue'`). */
export const handoverExchangeResponse = envelope(z.looseObject({}))

// --- the complete-info form, the banners' running activities, salesman QR, URL limits, policies ---
const option = z.object({ id: z.number(), name: z.string() })
export const optionsResponse = envelope(z.object({ list: z.array(option) }))
export const activityConfigResponse = envelope(
  z.object({ server_time: z.number(), list: z.array(z.object({ uuid: z.string(), title: z.string(), state: z.number(), link: z.string() })) }),
)
export const completeOrgInfoRequest = z.object({
  org_name: orgName,
  org_type: z.number({ error: '请选择机构类型' }).check(z.int({ error: '请选择机构类型' }), z.positive({ error: '请选择机构类型' })),
  complete_type: z.number({ error: '请选择您的身份' }).check(z.int({ error: '请选择您的身份' }), z.positive({ error: '请选择您的身份' })),
  contact_name: z
    .string({ error: '请输入联系人' })
    .check(z.trim(), z.minLength(1, { error: '请输入联系人' }), z.maxLength(20, { error: '联系人最多 20 个字' })),
  city: z._default(z.string().check(z.trim(), z.maxLength(20, { error: '城市最多 20 个字' })), ''),
  staff_count: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(100000)), 0),
})
export type CompleteOrgInfoRequest = z.input<typeof completeOrgInfoRequest>
export const completedInfoResponse = envelope(
  z.object({
    completed: z.boolean(),
    info: z.nullable(
      z.object({ org_name: z.string(), org_type: z.number(), complete_type: z.number(), contact_name: z.string(), city: z.string(), staff_count: z.number() }),
    ),
  }),
)
export const completeOrgInfoResponse = empty
export const salesmanQrCodeQuery = z.object({ qr_code_bit: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1023)) })
export const salesmanQrCodeResponse = envelope(z.object({ img_url: z.string(), name: z.string() }))
export const isUrlLimitRequest = z.object({ url: z.string().check(z.minLength(1), z.maxLength(2048)) })
export const isUrlLimitResponse = envelope(z.object({ is_limit: z.boolean() }))
export const protocolResponse = envelope(z.object({ list: z.array(z.object({ name: z.string(), title: z.string(), url: z.string() })) }))

/** Organisation types and complete types of the complete-info form. */
export const ORGANIZATION_TYPES = [
  { id: 1, name: '摄影工作室' },
  { id: 2, name: '婚纱影楼' },
  { id: 3, name: '儿童摄影' },
  { id: 4, name: '照相馆' },
  { id: 5, name: '修图工作室' },
  { id: 9, name: '个人摄影师' },
] as const
export const COMPLETE_TYPES = [
  { id: 1, name: '机构负责人' },
  { id: 2, name: '修图师' },
  { id: 3, name: '摄影师' },
  { id: 4, name: '运营/管理' },
  { id: 5, name: '其他' },
] as const
