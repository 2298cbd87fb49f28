import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { WechatQrState } from '../../../shared/enums'
import { safeRedirectPath } from '../../../shared/sameSite'
import { useApi } from '../../lib/api/context'
import { storage } from '../../lib/storage'
import { useGlobalConfig } from '../../blocks/config/globalConfig'
import { oauthCheck } from '../../blocks/wechat/oauthCheck'
import { OAUTH_STATE_STORAGE_KEY } from '../../blocks/wechat/oauthState'
import { CallbackPage, failedCheck, useCallbackLogin, type CallbackStage } from './CallbackPage'
import { LOGIN_TEXT } from './messages'

/**
 * /redirect/callback: WeChat's OAuth page sends the visitor back here with `code` and
 * `state` (plus our redirect, platform, source and scene). The state must be the one this
 * browser stored before leaving; the code is traded for a jump token, then the visitor is
 * logged in (after a phone verification if the WeChat is new) and sent on to `redirect`,
 * a same-site path.
 */
export function WechatCallback() {
  const [params] = useSearchParams()
  const api = useApi()
  const { data: config } = useGlobalConfig()
  const [stage, setStage] = useState<CallbackStage<string>>({ kind: 'checking' })
  const started = useRef(false)
  const target = safeRedirectPath(params.get('redirect'))
  const source = Number(params.get('source'))
  const sourceId = Number.isInteger(source) && source > 0 ? source : undefined
  const flow = useCallbackLogin(() => target)

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
        else if (result.state === WechatQrState.WaitingConnect) setStage({ kind: 'phone', proof: result.jump_token })
        else
          void flow.submit({ credentials: { kind: 'wechat', jumpToken: result.jump_token }, sourceId }).then((outcome) => {
            if (outcome === 'failed') setStage({ kind: 'failed', message: LOGIN_TEXT.callbackFailed })
          })
      },
      (error: unknown) => setStage(failedCheck(error)),
    )
  }, [api, config, flow, params, sourceId])

  return (
    <CallbackPage
      title={LOGIN_TEXT.wechatTitle}
      phoneHint={LOGIN_TEXT.phoneStepHint}
      cooldownScope="wechat-phone"
      stage={stage}
      flow={flow}
      target={() => target}
      onPhone={(jumpToken, { codeScope, ...proof }) => void flow.submit({ credentials: { kind: 'wechat', jumpToken, ...proof }, sourceId, codeScope })}
    />
  )
}
