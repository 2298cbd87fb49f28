import { useState, type FormEvent } from 'react'
import { VERIFY_CODE_LENGTH } from '../../../shared/constants'
import { CONSULTATION_PHONE_MAX_LENGTH, ConsultationType, CONSUMER_TYPES, MONTHLY_COUNTS } from '../../../shared/contracts/common'
import { isMainlandPhone } from '../../../shared/validators'
import { useCreateConsultation } from './createConsultation'
import { codeFieldVisible, consultationRequest, validateConsultation, type ConsultationForm } from './rules'
import { useSendConsultationCode } from './sendCode'
import { Form, CodeButton, Message, Submit } from './dialogStyles'
import { shown, Choices, TextField, TextArea, useCountdown, type Touched } from './fields'

/** The person and enterprise forms. */
export function ConsultationFields({ form, setForm, onDone }: { form: ConsultationForm; setForm: (form: ConsultationForm) => void; onDone: () => void }) {
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
