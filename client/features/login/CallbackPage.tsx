import { styled } from '@linaria/react'
import { lazy, Suspense } from 'react'
import { Link, useNavigate } from '../../lib/links'
import { ERROR_MESSAGES } from '../../../shared/errorMessages'
import { completeInfoDialog, openLoginDialog } from '../../blocks/dialogs/dialogs'
import type { CooldownScope } from '../../blocks/verifyCode/cooldown'
import { ApiError } from '../../lib/api/client'
import { showToast } from '../../lib/toast'
import { useLoginReminder } from './LoginReminder'
import { LOGIN_TEXT } from './messages'
import type { PhoneCode } from './PhoneCodeForm'
import { useLoginFlow, type LoginFlow } from './useLoginFlow'

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

/** Where a callback is: checking what came back, asking a new account's phone, or failed. */
export type CallbackStage<Proof> = { kind: 'checking' } | { kind: 'phone'; proof: Proof } | { kind: 'failed'; message: string }

/** A check of what came back failed: its message (the API client's toast is the same). */
export function failedCheck(error: unknown): CallbackStage<never> {
  return { kind: 'failed', message: error instanceof ApiError ? error.message : ERROR_MESSAGES.unknown }
}

/** The login of a callback page: once logged in, on to where the login started, then complete-info. */
export function useCallbackLogin(target: () => string): LoginFlow {
  const navigate = useNavigate()
  return useLoginFlow(() => {
    showToast(LOGIN_TEXT.loggedIn)
    void navigate(target(), { replace: true })
    completeInfoDialog.open()
  })
}

/**
 * What the WeChat and Apple callback pages show: their title, a busy line while checking,
 * the failure with a way home, or a new account's phone step; and the reminders of a failed
 * login (an expired WeChat authorisation starts the login again where it began).
 */
export function CallbackPage<Proof>({
  title,
  phoneHint,
  cooldownScope,
  stage,
  flow,
  target,
  onPhone,
}: {
  title: string
  phoneHint: string
  cooldownScope: CooldownScope
  stage: CallbackStage<Proof>
  flow: LoginFlow
  target: () => string
  /** Logs the new account in with its proof and the phone and code typed. */
  onPhone: (proof: Proof, phoneCode: PhoneCode) => void
}) {
  const navigate = useNavigate()
  useLoginReminder(flow, {
    onCancel: () => void navigate('/', { replace: true }),
    onRestartWechat: () => {
      void navigate(target(), { replace: true })
      openLoginDialog()
    },
  })
  return (
    <Page>
      <h1>{stage.kind === 'phone' ? LOGIN_TEXT.phoneStepTitle : title}</h1>
      {stage.kind === 'checking' ? <p aria-busy="true">{LOGIN_TEXT.submitting}</p> : null}
      {stage.kind === 'failed' ? (
        <>
          <p role="alert">{stage.message}</p>
          <Link to="/">{LOGIN_TEXT.backHome}</Link>
        </>
      ) : null}
      {stage.kind === 'phone' ? (
        <>
          <p>{phoneHint}</p>
          <Suspense fallback={null}>
            <PhoneStep cooldownScope={cooldownScope} pending={flow.pending} onSubmit={(phoneCode) => onPhone(stage.proof, phoneCode)} />
          </Suspense>
        </>
      ) : null}
    </Page>
  )
}
