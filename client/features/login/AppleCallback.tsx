import { useEffect, useRef, useState } from 'react'
import { useNavigate } from '../../lib/links'
import { useApi } from '../../lib/api/context'
import { storage } from '../../lib/storage'
import { showToast } from '../../lib/toast'
import { checkApple, readAppleCallback, takeAppleSignIn } from './appleSignIn'
import { CallbackPage, failedCheck, useCallbackLogin, type CallbackStage } from './CallbackPage'
import { LOGIN_TEXT } from './messages'

/**
 * /redirect/callback?platform=apple: Apple's page (or the sandbox's stand-in) sends the
 * visitor back with the ID token and state in the fragment, which never reaches a server
 * log. The state must be the one this browser stored; a bound Apple ID logs in at once, a
 * new one verifies a phone first (like a new WeChat); then back where the login started.
 */
export function AppleCallback() {
  const navigate = useNavigate()
  const api = useApi()
  const [stage, setStage] = useState<CallbackStage<{ idToken: string; nonce: string }>>({ kind: 'checking' })
  const started = useRef(false)
  const target = useRef('/')
  const flow = useCallbackLogin(() => target.current)

  useEffect(() => {
    if (started.current) return
    started.current = true // the stored round trip is single use
    const result = readAppleCallback(window.location.hash, takeAppleSignIn(storage()))
    // The token leaves the address bar (and the history) at once.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
    if (result.kind === 'mismatch') {
      setStage({ kind: 'failed', message: LOGIN_TEXT.callbackStateMismatch })
      return
    }
    target.current = result.redirect
    if (result.kind === 'cancelled') {
      showToast(LOGIN_TEXT.appleCancelled)
      void navigate(result.redirect, { replace: true })
      return
    }
    const { idToken, nonce } = result
    checkApple(api, { idToken, nonce }).then(
      ({ bound }) => {
        if (!bound) return setStage({ kind: 'phone', proof: { idToken, nonce } })
        void flow.submit({ credentials: { kind: 'apple', identityToken: idToken, nonce } }).then((outcome) => {
          if (outcome === 'failed') setStage({ kind: 'failed', message: LOGIN_TEXT.appleFailed })
        })
      },
      (error: unknown) => setStage(failedCheck(error)),
    )
  }, [api, flow, navigate])

  return (
    <CallbackPage
      title={LOGIN_TEXT.appleTitle}
      phoneHint={LOGIN_TEXT.applePhoneStepHint}
      cooldownScope="login"
      stage={stage}
      flow={flow}
      target={() => target.current}
      onPhone={({ idToken, nonce }, { codeScope, ...proof }) =>
        void flow.submit({ credentials: { kind: 'apple', identityToken: idToken, nonce, ...proof }, codeScope })
      }
    />
  )
}
