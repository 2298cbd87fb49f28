import { styled } from '@linaria/react'
import { useEffect, useRef } from 'react'
import { WechatQrState } from '../../../shared/enums'
import { ERROR_MESSAGES } from '../../../shared/messages'
import { useApi } from '../../lib/api/context'
import { showToast } from '../../lib/toast'
import { fetchLoginQrcode, fetchLoginScanState } from '../../blocks/wechat/loginQrcode'
import { useWechatScan, type ScanState } from '../../blocks/wechat/useWechatScan'
import { WechatQrBox } from '../../blocks/wechat/WechatQrBox'
import { LOGIN_TEXT } from './messages'
import type { LoginOutcome } from './useLoginFlow'

const Hint = styled.p`
  margin: 16px 0 0;
  text-align: center;
  font-size: 14px;
  color: #5d6270;
`

/**
 * The WeChat scan panel: the login QR, polled until scanned. A returning WeChat user
 * (state 3) logs in with the jump token; a new one (state 2, waiting connect) must verify
 * a phone first. `attempt` changes to start over with a fresh QR.
 */
export function WechatLoginPanel({
  attempt,
  inWechat,
  onSuccess,
  onWaitingConnect,
}: {
  attempt: number
  inWechat: boolean
  /** Logs in with the jump token. */
  onSuccess: (jumpToken: string) => Promise<LoginOutcome>
  onWaitingConnect: (jumpToken: string) => void
}) {
  const api = useApi()
  const scan = useWechatScan({
    key: ['main', 'wechat', 'login-qr', attempt],
    fetchQr: () => fetchLoginQrcode(api),
    fetchState: (subToken) => fetchLoginScanState(api, subToken),
  })
  const handled = useRef<ScanState | undefined>(undefined)
  const { result, refresh } = scan

  useEffect(() => {
    if (!result || handled.current === result) return
    handled.current = result
    if (!result.jump_token) {
      showToast(ERROR_MESSAGES.unknown, { tone: 'error' })
      refresh()
      return
    }
    if (result.state === WechatQrState.WaitingConnect) onWaitingConnect(result.jump_token)
    else
      void onSuccess(result.jump_token).then((outcome) => {
        // The failure has been shown; a fresh QR lets the visitor try again.
        if (outcome !== 'logged-in') refresh()
      })
  }, [result, refresh, onSuccess, onWaitingConnect])

  return (
    <div>
      <WechatQrBox scan={scan} scannedText={LOGIN_TEXT.scanned} />
      <Hint>{inWechat ? LOGIN_TEXT.wechatHintInWechat : LOGIN_TEXT.wechatHint}</Hint>
    </div>
  )
}
