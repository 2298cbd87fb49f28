import { styled } from '@linaria/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { defineConfirmDialog } from '../../components/confirmDialog'
import { CONSENT_TEXT } from './messages'

/** The "read and agree" question, on the dialog host (decision 007): over the form, or over the dialog that holds it. */
const consentQuestion = defineConfirmDialog()

/**
 * The visitor's consent to the user agreement and privacy policy, which every form that
 * sends a phone number asks for before it sends one (login, WeChat and Apple phone steps,
 * consultation, activity login, change of phone): one checkbox, and when it is not ticked
 * the "read and agree" question on the dialog host, whose 同意并继续 ticks it and goes on.
 */
export interface Consent {
  agreed: boolean
  setAgreed: (agreed: boolean) => void
  /** True at once when agreed; otherwise asks with the dialog: true once agreed there, false on cancel. */
  ask: () => Promise<boolean>
}

export function useConsent(): Consent {
  const [agreed, setAgreedState] = useState(false)
  // Refs, so a send started in the same tick as the tick sees it, and one question is open at a time.
  const agreedNow = useRef(false)
  const waiting = useRef<((agreed: boolean) => void) | null>(null)
  const setAgreed = useCallback((value: boolean) => {
    agreedNow.current = value
    setAgreedState(value)
  }, [])
  const answer = useCallback(
    (value: boolean) => {
      const resolve = waiting.current
      waiting.current = null
      if (value) setAgreed(true)
      resolve?.(value)
    },
    [setAgreed],
  )
  const ask = useCallback(() => {
    if (agreedNow.current) return Promise.resolve(true)
    waiting.current?.(false)
    consentQuestion.open({
      title: CONSENT_TEXT.consentTitle,
      confirmText: CONSENT_TEXT.consentAgree,
      cancelText: CONSENT_TEXT.consentCancel,
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      children: <ConsentBody />,
    })
    return new Promise<boolean>((resolve) => {
      waiting.current = resolve
    })
  }, [answer])
  // A form that goes (its dialog closed) takes its open question with it: nothing was agreed.
  useEffect(
    () => () => {
      if (!waiting.current) return
      consentQuestion.close()
      waiting.current(false)
      waiting.current = null
    },
    [],
  )
  return { agreed, setAgreed, ask }
}

/** Refused because the visitor cancelled the consent dialog: nothing was sent, nothing to show. */
export class ConsentDeclined extends Error {
  constructor() {
    super('consent declined')
  }
}

/** `send` once the visitor has agreed; rejects with ConsentDeclined, having sent nothing, if they cancel. */
export function afterConsent<A extends unknown[], R>(consent: Consent, send: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    if (!(await consent.ask())) throw new ConsentDeclined()
    return send(...args)
  }
}

const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin-top: 16px;
  font-size: 13px;
  color: #5d6270;
  cursor: pointer;
  input {
    margin: 3px 0 0;
    accent-color: var(--accent-text);
  }
  a {
    color: var(--accent-text);
    text-decoration: none;
  }
`

const PolicyList = styled.ul`
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: 6px;
  }
  a {
    color: var(--accent-text);
  }
`

/** A policy opens in a new tab, so the dialog and what was typed stay where they are. */
function PolicyLink({ policy }: { policy: (typeof CONSENT_TEXT.policies)[number] }) {
  return (
    <a href={policy.href} target="_blank" rel="noopener noreferrer">
      《{policy.label}》
    </a>
  )
}

export function ConsentCheckbox({ consent }: { consent: Consent }) {
  const [agreement, privacy] = CONSENT_TEXT.policies
  const box = useRef<HTMLInputElement>(null)
  const { setAgreed } = consent
  // A form in the server's HTML may be ticked before its code arrives: that tick counts.
  useEffect(() => {
    if (box.current?.checked) setAgreed(true)
  }, [setAgreed])
  return (
    <CheckboxLabel>
      <input ref={box} type="checkbox" name="consent" checked={consent.agreed} onChange={(event) => consent.setAgreed(event.target.checked)} />
      <span>
        {CONSENT_TEXT.consentPrefix}
        <PolicyLink policy={agreement} />
        {CONSENT_TEXT.consentJoin}
        <PolicyLink policy={privacy} />
      </span>
    </CheckboxLabel>
  )
}

/** The question's text (spec section 2): the policies as links, each opening in a new tab. */
function ConsentBody() {
  return (
    <>
      <p>{CONSENT_TEXT.consentBody}</p>
      <PolicyList>
        {CONSENT_TEXT.policies.map((policy) => (
          <li key={policy.href}>
            <PolicyLink policy={policy} />
          </li>
        ))}
      </PolicyList>
    </>
  )
}
