import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { isMainlandPhone } from '../../../shared/validators'
import { afterConsent, ConsentCheckbox, ConsentDialog, useConsent } from '../../blocks/consent/Consent'
import { VERIFY_CODE_TEXT } from '../../blocks/verifyCode/messages'
import { SendCodeButton } from '../../blocks/verifyCode/SendCodeButton'
import { useActivityLogin, useSendActivityCode } from './api/activityUser'
import { ACTIVITY_TEXT } from './messages'
import { Cta, Form, Row } from './styles'

/** The activity login (phone and SMS code): its own token, the main site stays as it was. Loaded on demand. */
export default function ActivityLoginForm({ activityUuid }: { activityUuid?: string }) {
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const codeId = useId()
  const phoneInput = useRef<HTMLInputElement>(null)
  const codeInput = useRef<HTMLInputElement>(null)
  // The form is in the server's HTML: what a visitor typed before this code arrived counts.
  useEffect(() => {
    if (phoneInput.current?.value) setPhone(phoneInput.current.value.trim())
    if (codeInput.current?.value) setCode(codeInput.current.value.trim())
  }, [])
  const send = useSendActivityCode()
  const login = useActivityLogin()
  const consent = useConsent()
  const channel = typeof window === 'undefined' ? undefined : (new URLSearchParams(window.location.search).get('sId') ?? undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isMainlandPhone(phone) || code.length !== 6) return
    void consent.ask().then((agreed) => agreed && login.mutate({ phone, code, activityUuid, channel }))
  }
  return (
    <Form onSubmit={submit} data-testid="activity-login">
      <strong>{ACTIVITY_TEXT.login.title}</strong>
      <small>{ACTIVITY_TEXT.login.lead}</small>
      <label>
        {VERIFY_CODE_TEXT.phoneLabel}
        <input ref={phoneInput} type="tel" name="phone" inputMode="numeric" maxLength={11} placeholder={VERIFY_CODE_TEXT.phonePlaceholder} value={phone} onChange={(event) => setPhone(event.target.value.trim())} />
      </label>
      <div>
        <label htmlFor={codeId}>{VERIFY_CODE_TEXT.codeLabel}</label>
        {/* The shared send button: its countdown, and the captcha when a send asks for one. */}
        <Row>
          <input ref={codeInput} id={codeId} name="verify_code" inputMode="numeric" maxLength={6} placeholder={VERIFY_CODE_TEXT.codePlaceholder} value={code} onChange={(event) => setCode(event.target.value.trim())} />
          <SendCodeButton
            scope="activity"
            ready={isMainlandPhone(phone)}
            pending={send.isPending}
            send={afterConsent(consent, (captchaVerifyParam?: string) => send.mutateAsync({ phone, captchaVerifyParam }))}
          />
        </Row>
      </div>
      <ConsentCheckbox consent={consent} />
      <ConsentDialog consent={consent} />
      <Cta type="submit" disabled={login.isPending}>
        {ACTIVITY_TEXT.login.submit}
      </Cta>
    </Form>
  )
}
