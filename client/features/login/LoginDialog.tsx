import { styled } from '@linaria/react'
import { useCallback, useState } from 'react'
import { useLocation } from '../../lib/links'
import { QrScene } from '../../../shared/enums'
import { detectInAppBrowser } from '../../../shared/inAppBrowser'
import { Dialog } from '../../components/Dialog'
import { Button } from '../../components/form'
import { cookiesEnabled, storage } from '../../lib/storage'
import { showToast } from '../../lib/toast'
import { useApi } from '../../lib/api/context'
import { completeInfoDialog, type LoginDialogProps } from '../../blocks/dialogs/dialogs'
import { sourceIdFrom } from '../../blocks/session/sourceChannel'
import { fetchAppleAuthorizeUrl, startAppleSignIn } from './appleSignIn'
import { fetchAuthorizeUrl } from '../../blocks/wechat/oauthAuthorize'
import { callbackPath, createOauthState, OAUTH_STATE_STORAGE_KEY } from '../../blocks/wechat/oauthState'
import { ConsentCheckbox, useConsent } from '../../blocks/consent/Consent'
import { useLoginReminder } from './LoginReminder'
import { LOGIN_TEXT } from './messages'
import { PhoneCodeForm, type PhoneCode } from './PhoneCodeForm'
import { useLoginFlow } from './useLoginFlow'
import { WechatLoginPanel } from './WechatLoginPanel'

const Note = styled.p`
  margin: -8px 0 16px;
  font-size: 13px;
  color: #5d6270;
`

const CookieWarning = styled.p`
  margin: -4px 0 16px;
  padding: 10px 12px;
  border-radius: 8px;
  font-size: 13px;
  line-height: 1.6;
  color: #9a3412;
  background: #fff7ed;
`

const Others = styled.div`
  margin-top: 20px;
  text-align: center;
  font-size: 13px;
  color: #6b6f7a;
  [data-part='methods'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 10px;
  }
  > p {
    display: flex;
    align-items: center;
    gap: 12px;
    margin: 0 0 10px;
    &::before,
    &::after {
      content: '';
      flex: 1;
      border-top: 1px solid rgba(0, 0, 0, 0.08);
    }
  }
`

type View = { kind: 'sms' } | { kind: 'wechat' } | { kind: 'wechat-phone'; jumpToken: string }

/**
 * The login dialog of spec section 2: phone code by default, WeChat scan under "other
 * login methods", the consent that must be given once before logging in or switching to
 * WeChat, and the reminders of a failed login. In the WeChat browser, WeChat login goes
 * through WeChat's OAuth page instead of a QR.
 */
export default function LoginDialog({ onClose, continues = false, onLoggedIn }: LoginDialogProps & { onClose: () => void }) {
  const [view, setView] = useState<View>({ kind: 'sms' })
  const consent = useConsent()
  /** Bumped to start the WeChat login over with a fresh QR. */
  const [attempt, setAttempt] = useState(0)
  const location = useLocation()
  const api = useApi()
  const browser = typeof navigator === 'undefined' ? undefined : detectInAppBrowser(navigator.userAgent)
  // The cookie-availability probe (spec section 4): the login lives in a cookie. The dialog only ever opens in the browser.
  const [cookiesOff] = useState(() => typeof document !== 'undefined' && !cookiesEnabled(document, navigator))

  const flow = useLoginFlow(() => {
    showToast(LOGIN_TEXT.loggedIn)
    onClose()
    onLoggedIn?.()
    if (!continues) completeInfoDialog.open()
  })

  const withConsent = (action: () => void) => {
    void consent.ask().then((agreed) => agreed && action())
  }

  const startWechat = () => {
    // The WeChat browser itself can authorise: no QR to scan on the phone that would scan it.
    if (browser === 'wechat') {
      const state = createOauthState('wx')
      storage().setItem(OAUTH_STATE_STORAGE_KEY, state)
      const redirectPath = callbackPath({
        redirect: `${location.pathname}${location.search}`,
        platform: 'wx',
        source: sourceIdFrom(document.cookie),
        scene: QrScene.Web,
      })
      showToast(LOGIN_TEXT.redirecting)
      fetchAuthorizeUrl(api, { redirectPath, state }).then(
        ({ url }) => window.location.assign(url),
        () => undefined, // the toast has said why
      )
      return
    }
    setAttempt((value) => value + 1)
    setView({ kind: 'wechat' })
  }

  /** Sign in with Apple: Apple's page (the sandbox's stand-in locally), back to /redirect/callback?platform=apple. */
  const startApple = () => {
    const pending = startAppleSignIn(storage(), `${location.pathname}${location.search}`)
    showToast(LOGIN_TEXT.appleRedirecting)
    fetchAppleAuthorizeUrl(api, pending).then(
      ({ url }) => window.location.assign(url),
      () => undefined, // the toast has said why
    )
  }

  useLoginReminder(flow, {
    onCancel: onClose,
    onRestartWechat: () => {
      flow.dismiss()
      startWechat()
    },
  })

  const loginWithCode = ({ codeScope, ...proof }: PhoneCode) => void flow.submit({ credentials: { kind: 'code', ...proof }, codeScope })
  const loginWithWechat = useCallback((jumpToken: string) => flow.submit({ credentials: { kind: 'wechat', jumpToken } }), [flow])
  const onWaitingConnect = useCallback((jumpToken: string) => setView({ kind: 'wechat-phone', jumpToken }), [])

  const title = view.kind === 'sms' ? LOGIN_TEXT.smsTitle : view.kind === 'wechat' ? LOGIN_TEXT.wechatTitle : LOGIN_TEXT.phoneStepTitle

  return (
    <Dialog open title={title} onClose={onClose} testId="login-dialog">
      {cookiesOff ? (
        <CookieWarning role="alert" data-testid="cookies-disabled">
          {LOGIN_TEXT.cookiesDisabled}
        </CookieWarning>
      ) : null}
      {view.kind === 'sms' ? (
        <>
          <Note>{LOGIN_TEXT.autoRegister}</Note>
          <PhoneCodeForm key="sms" cooldownScope="login" consent={consent} pending={flow.pending} onSubmit={loginWithCode} />
        </>
      ) : view.kind === 'wechat' ? (
        <WechatLoginPanel
          attempt={attempt}
          inWechat={browser !== undefined && browser.startsWith('wechat')}
          onSuccess={loginWithWechat}
          onWaitingConnect={onWaitingConnect}
        />
      ) : (
        <>
          <Note>{LOGIN_TEXT.phoneStepHint}</Note>
          <PhoneCodeForm
            key="wechat-phone"
            cooldownScope="wechat-phone"
            consent={consent}
            pending={flow.pending}
            onSubmit={({ codeScope, ...proof }) => void flow.submit({ credentials: { kind: 'wechat', jumpToken: view.jumpToken, ...proof }, codeScope })}
          />
        </>
      )}
      <ConsentCheckbox consent={consent} />
      <Others>
        <p>{LOGIN_TEXT.otherMethods}</p>
        <div data-part="methods">
          {view.kind === 'sms' ? (
            <Button type="button" data-variant="secondary" onClick={() => withConsent(startWechat)}>
              {LOGIN_TEXT.useWechat}
            </Button>
          ) : (
            <Button type="button" data-variant="secondary" onClick={() => setView({ kind: 'sms' })}>
              {LOGIN_TEXT.useSms}
            </Button>
          )}
          <Button type="button" data-variant="secondary" onClick={() => withConsent(startApple)}>
            {LOGIN_TEXT.useApple}
          </Button>
        </div>
      </Others>
    </Dialog>
  )
}
