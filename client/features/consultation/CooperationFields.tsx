import { useId, useState } from 'react'
import { CONSULTATION_PHONE_MAX_LENGTH, COOPERATION_OPTIONS } from '../../../shared/contracts/common'
import type { Region } from '../../../shared/contracts/schemas/common'
import { ConsentCheckbox, useConsent } from '../../blocks/consent/Consent'
import { OptionInputs } from '../../components/OptionInputs'
import { useCities } from './cities'
import { useProvinces } from './provinces'
import type { ZodForm } from '../../lib/useZodForm'
import { cooperationRequest, toggleOption, type CooperationForm } from './rules'
import { useTransferCooperation } from './transferCooperation'
import { Form, Fieldset, Pills, Row, Message, Submit } from './dialogStyles'
import { bound, FieldMessage, TextField, TextArea } from './fields'

/** The market-cooperation form with its lazy province/city cascader. */
function CityCascader({
  value,
  province,
  provinces,
  cities,
  onChange,
  onBlur,
  error,
}: {
  value: [number, number] | null
  province: number | null
  provinces: { data?: readonly Region[]; isPending: boolean }
  cities: { data?: readonly Region[]; isPending: boolean }
  onChange: (value: [number, number] | null, province: number | null) => void
  onBlur: () => void
  error?: string
}) {
  const id = useId()
  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined} data-testid="city-cascader">
      <legend>所在城市</legend>
      <Row>
        <select
          aria-label="省份"
          value={province ?? ''}
          aria-invalid={!!error}
          onBlur={onBlur}
          onChange={(event) => onChange(null, event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{provinces.isPending ? '加载中…' : '选择省份'}</option>
          {provinces.data?.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </select>
        <select
          aria-label="城市"
          value={value?.[1] ?? ''}
          disabled={province === null}
          aria-invalid={!!error}
          onBlur={onBlur}
          onChange={(event) => onChange(event.target.value && province !== null ? [province, Number(event.target.value)] : null, province)}
        >
          <option value="">{province !== null && cities.isPending ? '加载中…' : '选择城市'}</option>
          {cities.data?.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </select>
      </Row>
      <FieldMessage id={`${id}-error`} message={error} />
    </Fieldset>
  )
}

export function CooperationFields({ fields, onDone }: { fields: ZodForm<CooperationForm>; onDone: () => void }) {
  const { values: form, errors, set, touch } = fields
  const [province, setProvince] = useState<number | null>(form.city?.[0] ?? null)
  const provinces = useProvinces(true)
  const cities = useCities(province)
  const transfer = useTransferCooperation()
  const consent = useConsent()
  const order = COOPERATION_OPTIONS.map((option) => option.value)
  const selectId = useId()

  const submit = fields.submit((values) => {
    const body = cooperationRequest(values, provinces.data ?? [], cities.data ?? [])
    // A failure shows under the form (transfer.error).
    if (body) return consent.ask().then((agreed) => (agreed ? transfer.mutateAsync(body).then(onDone, () => undefined) : undefined))
  })

  return (
    <Form noValidate onSubmit={submit} data-testid="cooperation-form">
      <Fieldset aria-describedby={errors.cooperation_select ? `${selectId}-error` : undefined} data-testid="cooperation-select">
        <legend>合作方向（可多选）</legend>
        <Pills>
          <OptionInputs
            type="checkbox"
            name="cooperation_select"
            options={COOPERATION_OPTIONS}
            isChecked={(value) => form.cooperation_select.includes(value)}
            onPick={(value) => set('cooperation_select')(toggleOption(form.cooperation_select, value, order))}
          />
        </Pills>
        <FieldMessage id={`${selectId}-error`} message={errors.cooperation_select} />
      </Fieldset>
      <TextField label="姓名" {...bound(fields, 'name')} maxLength={30} placeholder="请输入您的姓名" />
      <TextField label="联系电话" {...bound(fields, 'contract')} type="tel" maxLength={CONSULTATION_PHONE_MAX_LENGTH} placeholder="请输入手机号" />
      <TextField label="公司名称" {...bound(fields, 'company')} maxLength={50} placeholder="请输入公司名称" />
      <CityCascader
        value={form.city}
        province={province}
        provinces={provinces}
        cities={cities}
        error={errors.city}
        onBlur={touch('city')}
        onChange={(city, nextProvince) => {
          setProvince(nextProvince)
          set('city')(city)
        }}
      />
      <TextField label="职位" {...bound(fields, 'job')} maxLength={30} placeholder="请输入您的职位" />
      <TextArea label="合作说明" {...bound(fields, 'cooperation_desc')} placeholder="简单介绍您的合作设想" />
      <ConsentCheckbox consent={consent} />
      {transfer.error ? <Message role="alert">{transfer.error.message}</Message> : null}
      <Submit type="submit" disabled={transfer.isPending}>
        {transfer.isPending ? '提交中…' : '提交合作意向'}
      </Submit>
    </Form>
  )
}
