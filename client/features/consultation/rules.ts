/**
 * The consultation dialog's form rules (spec section 5), pure so they can be tested:
 * what the visitor typed is checked with the same zod field rules the service applies,
 * and turned into the two request bodies.
 */
import { md5 } from 'js-md5'
import * as z from 'zod/mini'
import { ConsultationType } from '../../../shared/contracts/common'
import {
  consultationSchema,
  cooperationFormSchema,
  type ConsultationCreateRequest,
  type CooperationTransferRequest,
  type Region,
} from '../../../shared/contracts/schemas/common'
import { verifyCodeTyped } from '../../../shared/contracts/fields'
import { zodRules } from '../../lib/useZodForm'

export type PersonOrEnterprise = typeof ConsultationType.Person | typeof ConsultationType.Enterprise

export interface ConsultationForm {
  type: PersonOrEnterprise
  consumer_type: number | null
  month_ps_count_id: number | null
  name: string
  phone: string
  verify_code: string
  content: string
}

export interface CooperationForm {
  cooperation_select: number[]
  name: string
  contract: string
  company: string
  /** The cascader's value: province id, then city id. */
  city: [number, number] | null
  job: string
  cooperation_desc: string
}

export const EMPTY_CONSULTATION: ConsultationForm = {
  type: ConsultationType.Person,
  consumer_type: null,
  month_ps_count_id: null,
  name: '',
  phone: '',
  verify_code: '',
  content: '',
}

export const EMPTY_COOPERATION: CooperationForm = {
  cooperation_select: [],
  name: '',
  contract: '',
  company: '',
  city: null,
  job: '',
  cooperation_desc: '',
}

/** The verification code is hidden until the phone field is used. */
export function codeFieldVisible(form: Pick<ConsultationForm, 'phone'>): boolean {
  return form.phone.trim().length > 0
}

const typedSchema = consultationSchema(verifyCodeTyped)
const withoutCode = consultationSchema(z.unknown())

/** Messages for the person or enterprise form; empty when it may be sent. */
export const validateConsultation = zodRules<ConsultationForm>(
  (form) => (codeFieldVisible(form) ? typedSchema : withoutCode),
  (form) => ({
    ...form,
    consumer_type: form.consumer_type ?? undefined,
    month_ps_count_id: form.month_ps_count_id ?? undefined,
    ...(form.type === ConsultationType.Person ? { name: undefined } : {}),
  }),
)

export const validateCooperation = zodRules<CooperationForm>(cooperationFormSchema(), (form) => ({ ...form, city: form.city ?? undefined }))

/** The request body; the code leaves the browser as its MD5 digest, never plain. */
export function consultationRequest(form: ConsultationForm): ConsultationCreateRequest {
  const common = {
    consumer_type: form.consumer_type!,
    month_ps_count_id: form.month_ps_count_id!,
    phone: form.phone.trim(),
    content: form.content.trim(),
    ...(form.verify_code ? { verify_code: md5(form.verify_code.trim()) } : {}),
  }
  return form.type === ConsultationType.Enterprise
    ? { type: ConsultationType.Enterprise, name: form.name.trim(), ...common }
    : { type: ConsultationType.Person, ...common }
}

/** The cascader's value split into the province and the city, each with id and name. */
export function splitCity(city: [number, number], provinces: readonly Region[], cities: readonly Region[]) {
  const province = provinces.find((each) => each.id === city[0])
  const town = cities.find((each) => each.id === city[1])
  if (!province || !town) return null
  return { province_id: province.id, province_name: province.name, city_id: town.id, city_name: town.name }
}

export function cooperationRequest(form: CooperationForm, provinces: readonly Region[], cities: readonly Region[]): CooperationTransferRequest | null {
  const place = form.city ? splitCity(form.city, provinces, cities) : null
  if (!place) return null
  return {
    cooperation_select: form.cooperation_select,
    name: form.name.trim(),
    contract: form.contract.trim(),
    company: form.company.trim(),
    job: form.job.trim(),
    cooperation_desc: form.cooperation_desc.trim(),
    ...place,
  }
}

/** Switching between person and enterprise keeps what still applies and clears the choices that do not. */
export function switchType(form: ConsultationForm, type: PersonOrEnterprise): ConsultationForm {
  if (form.type === type) return form
  return { ...form, type, consumer_type: null, month_ps_count_id: null }
}

/** Ticks or unticks a cooperation option, keeping the options' order. */
export function toggleOption(selected: readonly number[], value: number, order: readonly number[]): number[] {
  const next = selected.includes(value) ? selected.filter((each) => each !== value) : [...selected, value]
  return order.filter((each) => next.includes(each))
}
