/**
 * Common calls of spec section 7 used by the consultation dialog: the province and city
 * lists and the two submissions, with the forms' options and messages (sections 3 and 5).
 * Each call is a record (shared/contracts/call.ts); the schemas are in ./schemas/common.ts
 * (under the records' names in ./schemas/commonCalls.ts), where the service validates
 * requests and the dialog validates what was typed with the same field rules, so both give
 * the same Chinese messages.
 */
import { VALIDATION_MESSAGES } from '../messages'
import { declareCalls, get, post } from './call'

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

export const commonCalls = declareCalls('main', () => import('./schemas/commonCalls'), {
  /** GET province/get */
  provinces: get('/v1/province/get', { lastGood: true }),
  /** GET city/get?province_id */
  cities: get('/v1/city/get', { lastGood: true }),
  consultationCreate: post('/v1/web/consultation/create'),
  cooperationTransfer: post('/v1/web/cooperation/transfer'),
  /** Sandbox only: the stored submissions, newest first, for the sandbox console and journeys. */
  sandboxSubmissions: get('/v1/sandbox/consultations'),
})
