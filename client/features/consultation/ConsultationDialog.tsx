import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { BREAKPOINTS, DIALOG_WIDTHS, OVERLAY_Z_INDEX, VERIFY_CODE_COOLDOWN_SECONDS, VERIFY_CODE_LENGTH } from '../../../shared/constants'
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_PHONE_MAX_LENGTH,
  CONSULTATION_TYPES,
  ConsultationType,
  CONSUMER_TYPES,
  CONTENT_MAX_LENGTH,
  CONTENT_ROWS,
  COOPERATION_OPTIONS,
  MONTHLY_COUNTS,
  type Option,
  type Region,
} from '../../../shared/contracts/common'
import { isMainlandPhone } from '../../../shared/validators'
import { useCities } from './cities'
import { useCreateConsultation } from './createConsultation'
import { useProvinces } from './provinces'
import {
  codeFieldVisible,
  consultationRequest,
  cooperationRequest,
  EMPTY_CONSULTATION,
  EMPTY_COOPERATION,
  switchType,
  toggleOption,
  validateConsultation,
  validateCooperation,
  type ConsultationForm,
  type CooperationForm,
  type Errors,
} from './rules'
import { useSendConsultationCode } from './sendCode'
import { useTransferCooperation } from './transferCooperation'

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${OVERLAY_Z_INDEX};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(9, 9, 11, 0.55);
  @media (max-width: ${BREAKPOINTS.sm - 1}px) {
    align-items: flex-end;
    padding: 0;
  }
`

const Panel = styled.section`
  position: relative;
  width: min(${DIALOG_WIDTHS.default}px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 28px 28px 24px;
  border-radius: 16px;
  color: #16171a;
  background: #fff;
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.28);
  color-scheme: light;
  --muted: #5d6270;
  --line: rgba(22, 23, 26, 0.14);
  --error: #d93025;
  @media (max-width: ${BREAKPOINTS.sm - 1}px) {
    width: 100%;
    max-height: 92vh;
    border-radius: 16px 16px 0 0;
    padding: 24px 20px calc(20px + env(safe-area-inset-bottom));
  }
  h2 {
    margin: 0 32px 6px 0;
    font-size: 20px;
  }
  > p {
    margin: 0 0 18px;
    font-size: 14px;
    color: var(--muted);
  }
`

const Close = styled.button`
  position: absolute;
  top: 16px;
  right: 16px;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: var(--muted);
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: #f3f4f6;
  }
`

const Form = styled.form`
  display: grid;
  gap: 16px;
`

/** Inputs, selects and text areas look alike wherever they sit. */
const controls = `
  input[type='text'],
  input[type='tel'],
  select,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid rgba(22, 23, 26, 0.14);
    border-radius: 10px;
    font: inherit;
    font-size: 15px;
    color: inherit;
    background: #fff;
  }
  select:disabled {
    color: #5d6270;
    background: #f5f6f8;
  }
  textarea {
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: #d93025;
  }
`

const Field = styled.div`
  display: grid;
  gap: 6px;
  > label {
    font-size: 14px;
    font-weight: 600;
  }
  ${controls}
`

const Fieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-size: 14px;
    font-weight: 600;
  }
  ${controls}
`

const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    position: relative;
    padding: 6px 14px;
    border: 1px solid var(--line);
    border-radius: 999px;
    font-size: 14px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: var(--accent-strong);
    color: #c2410c;
    background: rgba(255, 122, 48, 0.08);
  }
  label:has(input:focus-visible) {
    outline: 2px solid var(--accent);
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`

const Types = styled(Pills)`
  label {
    flex: 1;
    text-align: center;
    font-weight: 600;
  }
`

const TypeFieldset = styled(Fieldset)`
  margin-bottom: 18px;
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`

const Row = styled.div`
  display: flex;
  gap: 8px;
  > * {
    flex: 1;
    min-width: 0;
  }
`

const CodeButton = styled.button`
  flex: 0 0 auto !important;
  padding: 0 14px;
  border: 1px solid var(--line);
  border-radius: 10px;
  background: #fff;
  color: #c2410c;
  font-size: 14px;
  white-space: nowrap;
  cursor: pointer;
  &:disabled {
    color: var(--muted);
    cursor: not-allowed;
  }
`

const Message = styled.p`
  margin: 0;
  font-size: 13px;
  color: var(--error);
`

const Counter = styled.p`
  margin: 0;
  font-size: 12px;
  text-align: right;
  color: var(--muted);
  font-variant-numeric: tabular-nums;
`

const Submit = styled.button`
  margin-top: 4px;
  padding: 12px;
  border: 0;
  border-radius: 999px;
  font-size: 16px;
  font-weight: 600;
  color: #fff;
  background: linear-gradient(135deg, #ff9a3d, var(--accent-strong));
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: wait;
  }
`

const Done = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 24px 0 8px;
  text-align: center;
  p {
    margin: 0;
  }
`

type Touched<Form> = Partial<Record<keyof Form, boolean>>

/** Messages of the fields the visitor has left, or all of them after a submit attempt. */
function shown<Form>(errors: Errors<Form>, touched: Touched<Form>, submitted: boolean): Errors<Form> {
  if (submitted) return errors
  return Object.fromEntries(Object.entries(errors).filter(([field]) => touched[field as keyof Form])) as Errors<Form>
}

function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <Message id={id} role="alert">
      {message}
    </Message>
  ) : null
}

function Choices<T extends number>({
  legend,
  options,
  value,
  onChange,
  error,
  name,
  testId,
}: {
  legend: string
  options: readonly Option<T>[]
  value: T | null
  onChange: (value: T) => void
  error?: string
  name: string
  testId: string
}) {
  const id = useId()
  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined} data-testid={testId}>
      <legend>{legend}</legend>
      <Pills role="radiogroup" aria-invalid={!!error}>
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </Pills>
      <FieldMessage id={`${id}-error`} message={error} />
    </Fieldset>
  )
}

function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  maxLength,
  type = 'text',
  placeholder,
  name,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  error?: string
  maxLength?: number
  type?: 'text' | 'tel'
  placeholder?: string
  name: string
  children?: ReactNode
}) {
  const id = useId()
  const input = (
    <input
      id={id}
      name={name}
      type={type}
      value={value}
      maxLength={maxLength}
      placeholder={placeholder}
      inputMode={type === 'tel' ? 'numeric' : undefined}
      autoComplete={type === 'tel' ? 'tel' : undefined}
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  )
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children ? (
        <Row>
          {input}
          {children}
        </Row>
      ) : (
        input
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </Field>
  )
}

function TextArea({
  label,
  value,
  onChange,
  onBlur,
  error,
  name,
  placeholder,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  error?: string
  name: string
  placeholder: string
}) {
  const id = useId()
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={CONTENT_ROWS}
        value={value}
        placeholder={placeholder}
        aria-invalid={!!error}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <Counter id={`${id}-count`} data-testid={`${name}-counter`}>
        {value.length}/{CONTENT_MAX_LENGTH}
      </Counter>
      <FieldMessage id={`${id}-error`} message={error} />
    </Field>
  )
}

/** The resend countdown: owns its interval and clears it. */
function useCountdown() {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return { left, start: () => setLeft(VERIFY_CODE_COOLDOWN_SECONDS) }
}

function ConsultationFields({ form, setForm, onDone }: { form: ConsultationForm; setForm: (form: ConsultationForm) => void; onDone: () => void }) {
  const [touched, setTouched] = useState<Touched<ConsultationForm>>({})
  const [submitted, setSubmitted] = useState(false)
  const create = useCreateConsultation()
  const sendCode = useSendConsultationCode()
  const countdown = useCountdown()
  const errors = shown(validateConsultation(form), touched, submitted)
  const touch = (field: keyof ConsultationForm) => () => setTouched((value) => ({ ...value, [field]: true }))
  const set = <K extends keyof ConsultationForm>(field: K) => (value: ConsultationForm[K]) => setForm({ ...form, [field]: value })
  const type = form.type
  const phoneReady = isMainlandPhone(form.phone.trim())

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(validateConsultation(form)).length) return
    create.mutate(consultationRequest(form), { onSuccess: onDone })
  }

  return (
    <Form noValidate onSubmit={submit} data-testid="consultation-form">
      <Choices
        legend={type === ConsultationType.Person ? '您的身份' : '企业类型'}
        name="consumer_type"
        testId="consumer-type"
        options={CONSUMER_TYPES[type]}
        value={form.consumer_type}
        onChange={set('consumer_type')}
        error={errors.consumer_type}
      />
      <Choices
        legend="每月修图量（张）"
        name="month_ps_count_id"
        testId="monthly-count"
        options={MONTHLY_COUNTS[type]}
        value={form.month_ps_count_id}
        onChange={set('month_ps_count_id')}
        error={errors.month_ps_count_id}
      />
      {type === ConsultationType.Enterprise ? (
        <TextField label="企业名称" name="name" value={form.name} onChange={set('name')} onBlur={touch('name')} error={errors.name} maxLength={50} placeholder="请输入企业名称" />
      ) : null}
      <TextField
        label="手机号"
        name="phone"
        type="tel"
        value={form.phone}
        onChange={set('phone')}
        onBlur={touch('phone')}
        error={errors.phone}
        maxLength={CONSULTATION_PHONE_MAX_LENGTH}
        placeholder="请输入手机号"
      />
      {codeFieldVisible(form) ? (
        <TextField
          label="验证码"
          name="verify_code"
          type="tel"
          value={form.verify_code}
          onChange={set('verify_code')}
          onBlur={touch('verify_code')}
          error={errors.verify_code}
          maxLength={VERIFY_CODE_LENGTH}
          placeholder="请输入验证码"
        >
          <CodeButton
            type="button"
            data-testid="send-code"
            disabled={!phoneReady || countdown.left > 0 || sendCode.isPending}
            onClick={() => sendCode.mutate(form.phone.trim(), { onSuccess: countdown.start })}
          >
            {countdown.left > 0 ? `${countdown.left}s 后重发` : '获取验证码'}
          </CodeButton>
        </TextField>
      ) : null}
      <TextArea
        label="咨询内容（选填）"
        name="content"
        value={form.content}
        onChange={set('content')}
        onBlur={touch('content')}
        error={errors.content}
        placeholder="请描述您想咨询的问题，如套餐、批量采购或功能使用"
      />
      {create.error ? <Message role="alert">{create.error.message}</Message> : null}
      <Submit type="submit" disabled={create.isPending}>
        {create.isPending ? '提交中…' : '提交咨询'}
      </Submit>
    </Form>
  )
}

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

function CooperationFields({ form, setForm, onDone }: { form: CooperationForm; setForm: (form: CooperationForm) => void; onDone: () => void }) {
  const [touched, setTouched] = useState<Touched<CooperationForm>>({})
  const [submitted, setSubmitted] = useState(false)
  const [province, setProvince] = useState<number | null>(form.city?.[0] ?? null)
  const provinces = useProvinces(true)
  const cities = useCities(province)
  const transfer = useTransferCooperation()
  const errors = shown(validateCooperation(form), touched, submitted)
  const touch = (field: keyof CooperationForm) => () => setTouched((value) => ({ ...value, [field]: true }))
  const set = <K extends keyof CooperationForm>(field: K) => (value: CooperationForm[K]) => setForm({ ...form, [field]: value })
  const order = COOPERATION_OPTIONS.map((option) => option.value)
  const selectId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(validateCooperation(form)).length) return
    const body = cooperationRequest(form, provinces.data ?? [], cities.data ?? [])
    if (body) transfer.mutate(body, { onSuccess: onDone })
  }

  return (
    <Form noValidate onSubmit={submit} data-testid="cooperation-form">
      <Fieldset aria-describedby={errors.cooperation_select ? `${selectId}-error` : undefined} data-testid="cooperation-select">
        <legend>合作方向（可多选）</legend>
        <Pills>
          {COOPERATION_OPTIONS.map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                name="cooperation_select"
                value={option.value}
                checked={form.cooperation_select.includes(option.value)}
                onChange={() => setForm({ ...form, cooperation_select: toggleOption(form.cooperation_select, option.value, order) })}
              />
              {option.label}
            </label>
          ))}
        </Pills>
        <FieldMessage id={`${selectId}-error`} message={errors.cooperation_select} />
      </Fieldset>
      <TextField label="姓名" name="name" value={form.name} onChange={set('name')} onBlur={touch('name')} error={errors.name} maxLength={30} placeholder="请输入您的姓名" />
      <TextField
        label="联系电话"
        name="contract"
        type="tel"
        value={form.contract}
        onChange={set('contract')}
        onBlur={touch('contract')}
        error={errors.contract}
        maxLength={CONSULTATION_PHONE_MAX_LENGTH}
        placeholder="请输入手机号"
      />
      <TextField label="公司名称" name="company" value={form.company} onChange={set('company')} onBlur={touch('company')} error={errors.company} maxLength={50} placeholder="请输入公司名称" />
      <CityCascader
        value={form.city}
        province={province}
        provinces={provinces}
        cities={cities}
        error={errors.city}
        onBlur={touch('city')}
        onChange={(city, nextProvince) => {
          setProvince(nextProvince)
          setForm({ ...form, city })
        }}
      />
      <TextField label="职位" name="job" value={form.job} onChange={set('job')} onBlur={touch('job')} error={errors.job} maxLength={30} placeholder="请输入您的职位" />
      <TextArea
        label="合作说明"
        name="cooperation_desc"
        value={form.cooperation_desc}
        onChange={set('cooperation_desc')}
        onBlur={touch('cooperation_desc')}
        error={errors.cooperation_desc}
        placeholder="简单介绍您的合作设想"
      />
      {transfer.error ? <Message role="alert">{transfer.error.message}</Message> : null}
      <Submit type="submit" disabled={transfer.isPending}>
        {transfer.isPending ? '提交中…' : '提交合作意向'}
      </Submit>
    </Form>
  )
}

export interface ConsultationDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * The consultation dialog (spec sections 2, 3, 5): person, enterprise or market
 * cooperation. It stays mounted while closed, so what was typed survives a failed
 * submit and a close; a successful submit clears the form.
 */
export default function ConsultationDialog({ open, onClose }: ConsultationDialogProps) {
  const [kind, setKind] = useState<ConsultationType>(ConsultationType.Person)
  const [consultation, setConsultation] = useState<ConsultationForm>(EMPTY_CONSULTATION)
  const [cooperation, setCooperation] = useState<CooperationForm>(EMPTY_COOPERATION)
  const [done, setDone] = useState(false)
  const panelRef = useRef<HTMLElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    panelRef.current?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      opener?.focus()
    }
  }, [open])

  const close = () => {
    setDone(false)
    onClose()
  }
  const finish = () => {
    setConsultation(EMPTY_CONSULTATION)
    setCooperation(EMPTY_COOPERATION)
    setDone(true)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close()
  }

  if (typeof document === 'undefined') return null
  return createPortal(
    <Overlay hidden={!open} onKeyDown={onKeyDown} onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid="consultation-dialog">
        <h2 id={titleId}>咨询与合作</h2>
        <p>留下您的需求，顾问会在一个工作日内与您联系。</p>
        <Close type="button" aria-label="关闭" onClick={close}>
          ×
        </Close>
        {done ? (
          <Done data-testid="consultation-done">
            <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
              <circle cx="28" cy="28" r="26" fill="rgba(255,122,48,0.12)" />
              <path d="M17 29l7 7 15-16" fill="none" stroke="#ff5a1f" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <p role="status">{CONSULTATION_MESSAGES.submitted}</p>
            <Submit type="button" onClick={close}>
              完成
            </Submit>
          </Done>
        ) : (
          <div>
            <TypeFieldset>
              <legend>咨询类型</legend>
              <Types role="radiogroup">
                {CONSULTATION_TYPES.map((option) => (
                  <label key={option.value}>
                    <input
                      type="radio"
                      name="consultation-type"
                      value={option.value}
                      checked={kind === option.value}
                      data-testid={`consultation-type-${option.value}`}
                      onChange={() => {
                        setKind(option.value)
                        if (option.value !== ConsultationType.Market) setConsultation((form) => switchType(form, option.value as 1 | 2))
                      }}
                    />
                    {option.label}
                  </label>
                ))}
              </Types>
            </TypeFieldset>
            {kind === ConsultationType.Market ? (
              <CooperationFields form={cooperation} setForm={setCooperation} onDone={finish} />
            ) : (
              <ConsultationFields form={consultation} setForm={setConsultation} onDone={finish} />
            )}
          </div>
        )}
      </Panel>
    </Overlay>,
    document.body,
  )
}
