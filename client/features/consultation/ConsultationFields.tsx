import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CODE_ENTER_THROTTLE_MS } from '../../../shared/constants'
import { CONSULTATION_PHONE_MAX_LENGTH, ConsultationType, CONSUMER_TYPES, MONTHLY_COUNTS } from '../../../shared/contracts/common'
import { LoginType } from '../../../shared/enums'
import { isMainlandPhone } from '../../../shared/validators'
import { afterConsent, ConsentCheckbox, useConsent } from '../../blocks/consent/Consent'
import { useSendVerifyCode } from '../../blocks/verifyCode/sendVerifyCode'
import { releaseIfBurnt } from '../../blocks/verifyCode/cooldown'
import { CodeField, PhoneField } from '../../blocks/verifyCode/fields'
import { storage } from '../../lib/storage'
import { useThrottled } from '../../lib/useRateLimited'
import { useCreateConsultation } from './createConsultation'
import { codeFieldVisible, consultationRequest, type ConsultationForm } from './rules'
import { Form, Message, Submit } from './dialogStyles'
import { bound, Choices, TextField, TextArea } from './fields'
import type { ZodForm } from '../../lib/useZodForm'

/** The person and enterprise forms. */
export function ConsultationFields({ fields, onDone }: { fields: ZodForm<ConsultationForm>; onDone: () => void }) {
  const { values: form, errors, set, touch } = fields
  const formRef = useRef<HTMLFormElement>(null)
  const create = useCreateConsultation()
  const sendCode = useSendVerifyCode()
  const consent = useConsent()
  const type = form.type
  const phoneReady = isMainlandPhone(form.phone.trim())
  const codeVisible = codeFieldVisible(form)
  // The code field appears once a phone is typed: it starts clean, even after an earlier
  // submit, and says what is wrong once a submit finds it on screen (leaving it for the send
  // button must not flag the code that button is about to send).
  const [codeChecked, setCodeChecked] = useState(false)
  useEffect(() => {
    if (!codeVisible) setCodeChecked(false)
  }, [codeVisible])

  const send = fields.submit((values) => {
    const request = consultationRequest(values)
    return consent.ask().then((agreed) => {
      if (agreed) return create.mutateAsync(request).then(onDone, (error: unknown) => releaseIfBurnt(storage(), 'consultation', error, Date.now()))
    })
  })
  const submit = (event: FormEvent) => {
    if (codeVisible) setCodeChecked(true)
    send(event)
  }
  // requestSubmit passes the disabled submit button by: Enter is held to once a second (spec section 5).
  const submitOnEnter = useThrottled(() => formRef.current?.requestSubmit(), CODE_ENTER_THROTTLE_MS)

  return (
    <Form ref={formRef} noValidate onSubmit={submit} data-testid="consultation-form">
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
      {type === ConsultationType.Enterprise ? <TextField label="企业名称" {...bound(fields, 'name')} maxLength={50} placeholder="请输入企业名称" /> : null}
      <PhoneField value={form.phone} onChange={set('phone')} onBlur={touch('phone')} error={errors.phone} maxLength={CONSULTATION_PHONE_MAX_LENGTH} />
      {codeVisible ? (
        <CodeField
          value={form.verify_code}
          onChange={set('verify_code')}
          onEnter={submitOnEnter}
          error={codeChecked ? errors.verify_code : undefined}
          send={{
            scope: 'consultation',
            ready: phoneReady,
            pending: sendCode.isPending,
            // The consultation phone is checked with a login-scene code (spec section 7).
            send: afterConsent(consent, (captchaVerifyParam?: string) =>
              sendCode.mutateAsync({ phone: form.phone.trim(), scene: LoginType.Login, captchaVerifyParam }),
            ),
          }}
        />
      ) : null}
      <TextArea label="咨询内容（选填）" {...bound(fields, 'content')} placeholder="请描述您想咨询的问题，如套餐、批量采购或功能使用" />
      <ConsentCheckbox consent={consent} />
      {create.error ? <Message role="alert">{create.error.message}</Message> : null}
      <Submit type="submit" disabled={create.isPending}>
        {create.isPending ? '提交中…' : '提交咨询'}
      </Submit>
    </Form>
  )
}
