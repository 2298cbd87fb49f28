import { styled } from '@linaria/react'
import { useEffect, useRef, useState } from 'react'
import { DIALOG_WIDTHS } from '../../../shared/constants'
import { ServerCode } from '../../../shared/enums'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Dialog } from '../../components/Dialog'
import { ApiError } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { boundElsewhereMessage } from '../../blocks/wechat/boundElsewhere'
import { fetchRebindQrcode, fetchRebindScanState } from '../../blocks/wechat/rebindQrcode'
import { useWechatScan, type ScanState } from '../../blocks/wechat/useWechatScan'
import { WechatQrBox } from '../../blocks/wechat/WechatQrBox'
import { useWechatBind } from './api/wechatBind'
import { SECURITY_TEXT } from './messages'

const Hint = styled.p`
  margin: 16px 0 0;
  font-size: 14px;
  color: #5d6270;
  text-align: center;
`

/**
 * The WeChat bind dialog (spec section 2): scan the rebind QR, then bind the scanned
 * WeChat with its jump token. A WeChat bound to another account (165) gets a dialog that
 * names that account, and a fresh QR to bind another; the same WeChat again (164) is a
 * toast and the end of it.
 */
export function WechatBindDialog({ onBound, onClose }: { onBound: () => void; onClose: () => void }) {
  const api = useApi()
  const scan = useWechatScan({
    key: ['main', 'user', 'rebind-qr', 'bind'],
    fetchQr: () => fetchRebindQrcode(api),
    fetchState: (subToken) => fetchRebindScanState(api, subToken),
  })
  const bind = useWechatBind()
  const [elsewhere, setElsewhere] = useState<string | null>(null)
  const handled = useRef<ScanState | undefined>(undefined)
  const { result, refresh } = scan
  const { mutateAsync } = bind

  useEffect(() => {
    if (!result?.jump_token || handled.current === result) return
    handled.current = result
    mutateAsync(result.jump_token).then(onBound, (error: unknown) => {
      if (error instanceof ApiError && error.code === ServerCode.OpenidBoundToOtherAccount) setElsewhere(boundElsewhereMessage(error))
      else if (error instanceof ApiError && error.code === ServerCode.SameWechatOpenid) onClose()
      else refresh()
    })
  }, [result, mutateAsync, onBound, onClose, refresh])

  return (
    <>
      <Dialog open title={SECURITY_TEXT.bindTitle} onClose={onClose} width={DIALOG_WIDTHS.qr} fullOnSmall={false} testId="wechat-bind">
        <WechatQrBox scan={scan} scannedText={SECURITY_TEXT.binding} />
        <Hint>{SECURITY_TEXT.bindHint}</Hint>
      </Dialog>
      <ConfirmDialog
        open={elsewhere !== null}
        title={SECURITY_TEXT.bindTitle}
        onConfirm={() => {
          setElsewhere(null)
          refresh()
        }}
        onCancel={() => {
          setElsewhere(null)
          refresh()
        }}
      >
        <p>{elsewhere}</p>
      </ConfirmDialog>
    </>
  )
}
