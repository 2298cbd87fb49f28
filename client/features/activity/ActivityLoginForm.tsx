import { useEffect, useRef, useState, type FormEvent } from 'react'
import { isMainlandPhone } from '../../../shared/validators'
import { VERIFY_CODE_TEXT } from '../verifyCode/messages'
import { useActivityLogin, useSendActivityCode } from './api/activityUser'
import { ACTIVITY_TEXT } from './messages'
import { Cta, Form, Row } from './styles'

/** The activity login (phone and SMS code): its own token, the main site stays as it was. Loaded on demand. */
export default function ActivityLoginForm({ activityUuid }: { activityUuid?: string }) {
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState(false)
  const phoneInput = useRef<HTMLInputElement>(null)
  const codeInput = useRef<HTMLInputElement>(null)
  // The form is in the server's HTML: what a visitor typed before this code arrived counts.
  useEffect(() => {
    if (phoneInput.current?.value) setPhone(phoneInput.current.value.trim())
    if (codeInput.current?.value) setCode(codeInput.current.value.trim())
  }, [])
  const send = useSendActivityCode()
  const login = useActivityLogin()
  const channel = typeof window === 'undefined' ? undefined : (new URLSearchParams(window.location.search).get('sId') ?? undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isMainlandPhone(phone) || code.length !== 6) return
    login.mutate({ phone, code, activityUuid, channel })
  }
  return (
    <Form onSubmit={submit} data-testid="activity-login">
      <strong>{ACTIVITY_TEXT.login.title}</strong>
      <small>{ACTIVITY_TEXT.login.lead}</small>
      <label>
        {VERIFY_CODE_TEXT.phoneLabel}
        <input ref={phoneInput} type="tel" name="phone" inputMode="numeric" maxLength={11} placeholder={VERIFY_CODE_TEXT.phonePlaceholder} value={phone} onChange={(event) => setPhone(event.target.value.trim())} />
      </label>
      <label>
        {VERIFY_CODE_TEXT.codeLabel}
        <Row>
          <input ref={codeInput} name="verify_code" inputMode="numeric" maxLength={6} placeholder={VERIFY_CODE_TEXT.codePlaceholder} value={code} onChange={(event) => setCode(event.target.value.trim())} />
          <button type="button" disabled={!isMainlandPhone(phone) || send.isPending || sent} onClick={() => send.mutate(phone, { onSuccess: () => setSent(true) })}>
            {sent ? VERIFY_CODE_TEXT.sent : VERIFY_CODE_TEXT.send}
          </button>
        </Row>
      </label>
      <Cta type="submit" disabled={login.isPending}>
        {ACTIVITY_TEXT.login.submit}
      </Cta>
    </Form>
  )
}
