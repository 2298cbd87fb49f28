import { md5 } from 'js-md5'
import { describe, expect, it } from 'vitest'
import { CONSULTATION_MESSAGES as M, COOPERATION_OPTIONS } from '../../../shared/contracts/common'
import { consultationCreateRequest, cooperationTransferRequest } from '../../../shared/contracts/schemas/common'
import { VALIDATION_MESSAGES } from '../../../shared/messages'
import {
  codeFieldVisible,
  consultationRequest,
  cooperationRequest,
  EMPTY_CONSULTATION,
  EMPTY_COOPERATION,
  splitCity,
  switchType,
  toggleOption,
  validateConsultation,
  validateCooperation,
  type ConsultationForm,
  type CooperationForm,
} from './rules'

const person: ConsultationForm = { ...EMPTY_CONSULTATION, consumer_type: 1, month_ps_count_id: 5, phone: '13712345678', verify_code: '123456' }
const enterprise: ConsultationForm = { ...person, type: 2, consumer_type: 4, month_ps_count_id: 8, name: '光影婚纱' }
const market: CooperationForm = {
  cooperation_select: [2],
  name: '王经理',
  contract: '18612345678',
  company: '某某影像',
  city: [420000, 420100],
  job: '总监',
  cooperation_desc: '',
}
const PROVINCES = [{ id: 420000, name: '湖北省' }]
const CITIES = [{ id: 420100, name: '武汉市' }]

describe('the person and enterprise forms', () => {
  it('accept complete forms', () => {
    expect(validateConsultation(person)).toEqual({})
    expect(validateConsultation(enterprise)).toEqual({})
  })

  it('give every missing field its message', () => {
    expect(validateConsultation({ ...EMPTY_CONSULTATION, type: 2 })).toEqual({
      consumer_type: M.enterpriseConsumerType,
      month_ps_count_id: M.monthlyCount,
      name: M.enterpriseName,
      phone: VALIDATION_MESSAGES.phoneRequired,
    })
    expect(validateConsultation(EMPTY_CONSULTATION)).toEqual({
      consumer_type: M.personConsumerType,
      month_ps_count_id: M.monthlyCount,
      phone: VALIDATION_MESSAGES.phoneRequired,
    })
  })

  it('only take the options of their own type', () => {
    expect(validateConsultation({ ...person, consumer_type: 4 })).toEqual({ consumer_type: M.personConsumerType })
    expect(validateConsultation({ ...enterprise, month_ps_count_id: 7 })).toEqual({ month_ps_count_id: M.monthlyCount })
  })

  it('check the phone with the shared pattern and message, at most 11 characters', () => {
    for (const phone of ['1371234567', '137123456789', '12012345678', '14212345678', '19412345678', '1371234567a']) {
      expect(validateConsultation({ ...person, phone }).phone).toBe(VALIDATION_MESSAGES.phone)
    }
    expect(validateConsultation({ ...person, phone: '19912345678' })).toEqual({})
  })

  it('show the code field once the phone is used, and then need six digits', () => {
    expect(codeFieldVisible({ phone: '' })).toBe(false)
    expect(codeFieldVisible({ phone: '1' })).toBe(true)
    expect(validateConsultation({ ...person, verify_code: '' }).verify_code).toBe(VALIDATION_MESSAGES.verifyCode)
    expect(validateConsultation({ ...person, verify_code: '12345' }).verify_code).toBe(VALIDATION_MESSAGES.verifyCode)
    expect(validateConsultation({ ...person, verify_code: '12345a' }).verify_code).toBe(VALIDATION_MESSAGES.verifyCode)
  })

  it('allow 500 characters of content, not 501', () => {
    expect(validateConsultation({ ...person, content: '字'.repeat(500) })).toEqual({})
    expect(validateConsultation({ ...person, content: '字'.repeat(501) })).toEqual({ content: M.contentTooLong })
  })

  it('build a request the contract accepts, with the code as its MD5 digest', () => {
    const body = consultationRequest({ ...enterprise, name: ' 光影婚纱 ', phone: ' 13712345678 ' })
    expect(body).toEqual({ type: 2, name: '光影婚纱', consumer_type: 4, month_ps_count_id: 8, phone: '13712345678', content: '', verify_code: md5('123456') })
    expect(consultationCreateRequest.safeParse(body).success).toBe(true)
    expect(consultationRequest(person)).not.toHaveProperty('name')
  })

  it('clear the type-specific choices when switching type, keeping what was typed', () => {
    const switched = switchType({ ...person, content: '你好' }, 2)
    expect(switched).toMatchObject({ type: 2, consumer_type: null, month_ps_count_id: null, phone: person.phone, content: '你好' })
    expect(switchType(person, 1)).toBe(person)
  })
})

describe('the market-cooperation form', () => {
  it('accepts a complete form', () => {
    expect(validateCooperation(market)).toEqual({})
  })

  it('gives each required field its own message', () => {
    expect(validateCooperation(EMPTY_COOPERATION)).toEqual({
      cooperation_select: M.cooperationSelect,
      name: M.marketName,
      contract: M.contractRequired,
      company: M.company,
      city: M.city,
      job: M.job,
    })
  })

  it('checks the contact phone with the phone pattern', () => {
    expect(validateCooperation({ ...market, contract: '010-12345678' }).contract).toBe(VALIDATION_MESSAGES.phone)
  })

  it('needs a description when "other" is ticked', () => {
    expect(validateCooperation({ ...market, cooperation_select: [999] })).toEqual({ cooperation_desc: M.cooperationDesc })
    expect(validateCooperation({ ...market, cooperation_select: [999], cooperation_desc: '联合办展' })).toEqual({})
  })

  it('splits the city into province and city ids and names', () => {
    expect(splitCity([420000, 420100], PROVINCES, CITIES)).toEqual({ province_id: 420000, province_name: '湖北省', city_id: 420100, city_name: '武汉市' })
    expect(splitCity([420000, 110100], PROVINCES, CITIES)).toBeNull()
    const body = cooperationRequest(market, PROVINCES, CITIES)
    expect(cooperationTransferRequest.safeParse(body).success).toBe(true)
    expect(cooperationRequest({ ...market, city: null }, PROVINCES, CITIES)).toBeNull()
  })

  it('keeps ticked options in the options order', () => {
    const order = COOPERATION_OPTIONS.map((option) => option.value)
    expect(toggleOption([999], 1, order)).toEqual([1, 999])
    expect(toggleOption([1, 999], 1, order)).toEqual([999])
  })
})
