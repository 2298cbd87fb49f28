import { useEffect, useId, useRef } from 'react'
import * as z from 'zod/mini'
import { phone as phoneField, verifyCodeTyped } from '../../../shared/contracts/fields'
import { isMainlandPhone } from '../../../shared/validators'
import { afterConsent, ConsentCheckbox, useConsent } from '../../blocks/consent/Consent'
import { VERIFY_CODE_TEXT } from '../../blocks/verifyCode/messages'
import { SendCodeButton } from '../../blocks/verifyCode/SendCodeButton'
import { useZodForm, zodRules } from '../../lib/useZodForm'
import { useActivityLogin, useSendActivityCode } from './api/activityLogin'
import { keptActivityPhone, rememberActivityUser } from './activityUserStore'
import { storage } from '../../lib/storage'
import { ACTIVITY_TEXT } from './messages'
import { Cta, Form, Row } from './styles'

/** The contract's phone and typed-code rules; the code leaves as its MD5 (api/activityUser). */
const RULES = zodRules<{ phone: string; code: string }>(z.object({ phone: phoneField, code: verifyCodeTyped }))

/**
 * The activity login (phone and SMS code): its own token, the main site stays as it was. Loaded on demand.
 * In the login sheet the sheet's heading names it, and `onLoggedIn` goes on with what the visitor tapped.
 */
export default function ActivityLoginForm({
  activityUuid,
  inSheet = false,
  onLoggedIn,
}: {
  activityUuid?: string
  inSheet?: boolean
  onLoggedIn?: () => void
}) {
  const fields = useZodForm({ phone: '', code: '' }, RULES)
  const { set } = fields
  const { phone, code } = fields.values
  const setPhone = set('phone')
  const setCode = set('code')
  const codeId = useId()
  const phoneInput = useRef<HTMLInputElement>(null)
  const codeInput = useRef<HTMLInputElement>(null)
  // The form is in the server's HTML: what a visitor typed before this code arrived counts,
  // else the phone last logged in to a campaign here (after hydrating: the server knows none).
  useEffect(() => {
    const kept = keptActivityPhone(storage())
    if (phoneInput.current?.value) set('phone')(phoneInput.current.value.trim())
    else if (kept) set('phone')(kept)
    if (codeInput.current?.value) set('code')(codeInput.current.value.trim())
  }, [set])
  const send = useSendActivityCode()
  const login = useActivityLogin()
  const consent = useConsent()
  const channel = typeof window === 'undefined' ? undefined : (new URLSearchParams(window.location.search).get('sId') ?? undefined)

  const submit = fields.submit((values) =>
    consent.ask().then((agreed) => {
      if (!agreed) return
      return login.mutateAsync({ ...values, activityUuid, channel }).then(
        () => {
          rememberActivityUser(storage(), values.phone)
          onLoggedIn?.()
        },
        () => undefined, // the call's own error handling tells the visitor
      )
    }),
  )
  return (
    <Form onSubmit={submit} data-testid="activity-login">
      {inSheet ? null : <strong>{ACTIVITY_TEXT.login.title}</strong>}
      <small>{ACTIVITY_TEXT.login.lead}</small>
      <label>
        {VERIFY_CODE_TEXT.phoneLabel}
        <input
          ref={phoneInput}
          type="tel"
          name="phone"
          inputMode="numeric"
          maxLength={11}
          placeholder={VERIFY_CODE_TEXT.phonePlaceholder}
          value={phone}
          onChange={(event) => setPhone(event.target.value.trim())}
        />
      </label>
      <div>
        <label htmlFor={codeId}>{VERIFY_CODE_TEXT.codeLabel}</label>
        {/* The shared send button: its countdown, and the captcha when a send asks for one. */}
        <Row>
          <input
            ref={codeInput}
            id={codeId}
            name="verify_code"
            inputMode="numeric"
            maxLength={6}
            placeholder={VERIFY_CODE_TEXT.codePlaceholder}
            value={code}
            onChange={(event) => setCode(event.target.value.trim())}
          />
          <SendCodeButton
            scope="activity"
            ready={isMainlandPhone(phone)}
            pending={send.isPending}
            send={afterConsent(consent, (captchaVerifyParam?: string) => send.mutateAsync({ phone, captchaVerifyParam }))}
          />
        </Row>
      </div>
      <ConsentCheckbox consent={consent} />
      <Cta type="submit" disabled={login.isPending}>
        {ACTIVITY_TEXT.login.submit}
      </Cta>
    </Form>
  )
}
