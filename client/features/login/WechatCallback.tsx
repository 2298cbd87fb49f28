import { styled } from '@linaria/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { WechatQrState } from '../../../shared/enums'
import { ERROR_MESSAGES } from '../../../shared/messages'
import { safeRedirectPath } from '../../../shared/sameSite'
import { ApiError } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { storage } from '../../lib/storage'
import { showToast } from '../../lib/toast'
import { useGlobalConfig } from '../../blocks/config/globalConfig'
import { completeInfoDialog, openLoginDialog } from '../../blocks/dialogs/dialogs'
import { oauthCheck } from '../../blocks/wechat/oauthCheck'
import { OAUTH_STATE_STORAGE_KEY } from '../../blocks/wechat/oauthState'
import { LoginReminder } from './LoginReminder'
import { LOGIN_TEXT } from './messages'
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

type Stage = { kind: 'checking' } | { kind: 'phone'; jumpToken: string } | { kind: 'failed'; message: string }

/**
 * /redirect/callback: WeChat's OAuth page sends the visitor back here with `code` and
 * `state` (plus our redirect, platform, source and scene). The state must be the one this
 * browser stored before leaving; the code is traded for a jump token, then the visitor is
 * logged in (after a phone verification if the WeChat is new) and sent on to `redirect`,
 * a same-site path.
 */
export function WechatCallback() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const api = useApi()
  const { data: config } = useGlobalConfig()
  const [stage, setStage] = useState<Stage>({ kind: 'checking' })
  const started = useRef(false)
  const target = safeRedirectPath(params.get('redirect'))
  const source = Number(params.get('source'))
  const sourceId = Number.isInteger(source) && source > 0 ? source : undefined

  const flow = useLoginFlow(() => {
    showToast(LOGIN_TEXT.loggedIn)
    void navigate(target, { replace: true })
    completeInfoDialog.open()
  })

  useEffect(() => {
    if (started.current || !config) return
    started.current = true // the code is single use: never trade it twice
    const code = params.get('code')
    const expected = storage().getItem(OAUTH_STATE_STORAGE_KEY)
    storage().removeItem(OAUTH_STATE_STORAGE_KEY)
    if (!code || !expected || params.get('state') !== expected) {
      setStage({ kind: 'failed', message: LOGIN_TEXT.callbackStateMismatch })
      return
    }
    oauthCheck(api, { code, wxAppId: config.wx_appid }).then(
      (result) => {
        if (!result.jump_token) setStage({ kind: 'failed', message: LOGIN_TEXT.callbackFailed })
        else if (result.state === WechatQrState.WaitingConnect) setStage({ kind: 'phone', jumpToken: result.jump_token })
        else
          void flow.submit({ credentials: { kind: 'wechat', jumpToken: result.jump_token }, sourceId }).then((outcome) => {
            if (outcome === 'failed') setStage({ kind: 'failed', message: LOGIN_TEXT.callbackFailed })
          })
      },
      (error: unknown) => setStage({ kind: 'failed', message: error instanceof ApiError ? error.message : ERROR_MESSAGES.unknown }),
    )
  }, [api, config, flow, params, sourceId])

  return (
    <Page>
      <h1>{stage.kind === 'phone' ? LOGIN_TEXT.phoneStepTitle : LOGIN_TEXT.wechatTitle}</h1>
      {stage.kind === 'checking' ? <p aria-busy="true">{LOGIN_TEXT.submitting}</p> : null}
      {stage.kind === 'failed' ? (
        <>
          <p role="alert">{stage.message}</p>
          <Link to="/">{LOGIN_TEXT.backHome}</Link>
        </>
      ) : null}
      {stage.kind === 'phone' ? (
        <>
          <p>{LOGIN_TEXT.phoneStepHint}</p>
          <Suspense fallback={null}>
            <PhoneStep
              cooldownScope="wechat-phone"
              pending={flow.pending}
              onSubmit={({ phone, code }) => void flow.submit({ credentials: { kind: 'wechat', jumpToken: stage.jumpToken, phone, code }, sourceId })}
            />
          </Suspense>
        </>
      ) : null}
      <LoginReminder
        flow={flow}
        onCancel={() => void navigate('/', { replace: true })}
        onRestartWechat={() => {
          void navigate(target, { replace: true })
          openLoginDialog()
        }}
      />
    </Page>
  )
}
