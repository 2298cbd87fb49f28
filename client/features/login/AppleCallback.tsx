import { styled } from '@linaria/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ERROR_MESSAGES } from '../../../shared/messages'
import { ApiError } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { storage } from '../../lib/storage'
import { showToast } from '../../lib/toast'
import { checkApple, readAppleCallback, takeAppleSignIn } from './appleSignIn'
import { LoginReminder } from './LoginReminder'
import { LOGIN_TEXT } from './messages'
import { completeInfoDialog, openLoginDialog } from '../../blocks/dialogs/dialogs'
import { useLoginFlow } from './useLoginFlow'

/** The phone step of a new account, loaded when it is reached. */
const PhoneStep = lazy(() => import('./PhoneStep'))
const Page = styled.section`
  max-width: 400px;
  margin: 0 auto;
  padding: 15vh 20px 40px;
  color: #16171a;
  h1 {
    font-size: 22px;
  }
  > p {
    color: #5d6270;
  }
`

type Stage = { kind: 'checking' } | { kind: 'phone'; idToken: string; nonce: string } | { kind: 'failed'; message: string }

/**
 * /redirect/callback?platform=apple: Apple's page (or the sandbox's stand-in) sends the
 * visitor back with the ID token and state in the fragment, which never reaches a server
 * log. The state must be the one this browser stored; a bound Apple ID logs in at once, a
 * new one verifies a phone first (like a new WeChat); then back where the login started.
 */
export function AppleCallback() {
  const navigate = useNavigate()
  const api = useApi()
  const [stage, setStage] = useState<Stage>({ kind: 'checking' })
  const started = useRef(false)
  const target = useRef('/')

  const flow = useLoginFlow(() => {
    showToast(LOGIN_TEXT.loggedIn)
    void navigate(target.current, { replace: true })
    completeInfoDialog.open()
  })

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
        if (!bound) return setStage({ kind: 'phone', idToken, nonce })
        void flow.submit({ credentials: { kind: 'apple', identityToken: idToken, nonce } }).then((outcome) => {
          if (outcome === 'failed') setStage({ kind: 'failed', message: LOGIN_TEXT.appleFailed })
        })
      },
      (error: unknown) => setStage({ kind: 'failed', message: error instanceof ApiError ? error.message : ERROR_MESSAGES.unknown }),
    )
  }, [api, flow, navigate])

  return (
    <Page>
      <h1>{stage.kind === 'phone' ? LOGIN_TEXT.phoneStepTitle : LOGIN_TEXT.appleTitle}</h1>
      {stage.kind === 'checking' ? <p aria-busy="true">{LOGIN_TEXT.submitting}</p> : null}
      {stage.kind === 'failed' ? (
        <>
          <p role="alert">{stage.message}</p>
          <Link to="/">{LOGIN_TEXT.backHome}</Link>
        </>
      ) : null}
      {stage.kind === 'phone' ? (
        <>
          <p>{LOGIN_TEXT.applePhoneStepHint}</p>
          <Suspense fallback={null}>
            <PhoneStep
              cooldownScope="login"
              pending={flow.pending}
              onSubmit={({ phone, code }) =>
                void flow.submit({ credentials: { kind: 'apple', identityToken: stage.idToken, nonce: stage.nonce, phone, code } })
              }
            />
          </Suspense>
        </>
      ) : null}
      <LoginReminder
        flow={flow}
        onCancel={() => void navigate('/', { replace: true })}
        onRestartWechat={() => {
          void navigate(target.current, { replace: true })
          openLoginDialog()
        }}
      />
    </Page>
  )
}
