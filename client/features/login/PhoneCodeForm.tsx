import { styled } from '@linaria/react'
import { useState, type FormEvent } from 'react'
import { CODE_ENTER_THROTTLE_MS } from '../../../shared/constants'
import { LoginType } from '../../../shared/enums'
import { Button } from '../../components/form'
import { useThrottled } from '../../lib/useRateLimited'
import type { CooldownScope } from '../../blocks/verifyCode/cooldown'
import { CodeField, PhoneField } from '../../blocks/verifyCode/fields'
import { codeError, phoneError } from '../../blocks/verifyCode/rules'
import { useSendVerifyCode } from '../../blocks/verifyCode/sendVerifyCode'
import { afterConsent, type Consent } from '../../blocks/consent/Consent'
import { LOGIN_TEXT } from './messages'

const Form = styled.form`
  > button[type='submit'] {
    margin-top: 6px;
  }
`

export interface PhoneCode {
  phone: string
  code: string
  /** The send button's cooldown, which a code burnt by wrong tries ends (LoginInput.codeScope). */
  codeScope: CooldownScope
}

/**
 * Phone and login code, as the SMS panel and the new-WeChat-user step ask for them:
 * phone checked on blur, code sent with the login scene and its persisted cooldown, the
 * shared messages of spec section 5, and submits (button or Enter) at most once a second.
 * Neither the send nor the submit leaves without the visitor's consent.
 */
export function PhoneCodeForm({
  cooldownScope,
  consent,
  pending,
  onSubmit,
}: {
  cooldownScope: CooldownScope
  consent: Consent
  pending: boolean
  /** Called with a valid phone and code. */
  onSubmit: (value: PhoneCode) => void
}) {
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({})
  const send = useSendVerifyCode()

  const submit = useThrottled(() => {
    const next = { phone: phoneError(phone), code: codeError(code) }
    setErrors(next)
    if (next.phone || next.code || pending) return
    const value = { phone: phone.trim(), code: code.trim(), codeScope: cooldownScope }
    void consent.ask().then((agreed) => agreed && onSubmit(value))
  }, CODE_ENTER_THROTTLE_MS)

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }

  return (
    <Form onSubmit={onFormSubmit} noValidate>
      <PhoneField
        value={phone}
        onChange={(value) => {
          setPhone(value)
          if (errors.phone) setErrors({ ...errors, phone: phoneError(value) })
        }}
        onBlur={() => setErrors({ ...errors, phone: phoneError(phone) })}
        error={errors.phone}
        autoFocus
      />
      <CodeField
        value={code}
        onChange={(value) => {
          setCode(value)
          if (errors.code) setErrors({ ...errors, code: undefined })
        }}
        onEnter={submit}
        error={errors.code}
        send={{
          scope: cooldownScope,
          ready: phoneError(phone) === undefined,
          pending: send.isPending,
          send: afterConsent(consent, (captchaVerifyParam?: string) => send.mutateAsync({ phone: phone.trim(), scene: LoginType.Login, captchaVerifyParam })),
        }}
      />
      <Button type="submit" data-block="true" disabled={pending}>
        {pending ? LOGIN_TEXT.submitting : LOGIN_TEXT.submit}
      </Button>
    </Form>
  )
}
