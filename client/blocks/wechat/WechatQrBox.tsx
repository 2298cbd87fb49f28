import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { Button } from '../../components/form'
import { WECHAT_TEXT } from './messages'
import { QrImage } from './QrImage'
import type { useWechatScan } from './useWechatScan'

const Box = styled.div`
  position: relative;
  width: 200px;
  height: 200px;
  margin: 0 auto;
  border-radius: 12px;
  border: 1px solid rgba(0, 0, 0, 0.08);
  overflow: hidden;
  background: #fff;
  svg {
    width: 100%;
    height: 100%;
  }
`

/** Covers the QR when it can no longer be scanned; clickable when that leads somewhere. */
const Cover = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  border: 0;
  padding: 16px;
  font: inherit;
  font-size: 15px;
  color: #16171a;
  background: rgba(255, 255, 255, 0.94);
  text-align: center;
  &:enabled {
    cursor: pointer;
  }
  strong {
    font-size: 16px;
  }
  span {
    font-size: 13px;
    color: var(--accent-text);
  }
`

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 100%;
  padding: 16px;
  font-size: 14px;
  color: #5d6270;
  text-align: center;
  strong {
    color: #16171a;
  }
`

/**
 * The QR of a scan in each of its states: loading, the maintenance notice when the fetch
 * failed (spec section 8), the code, expired (click to refresh), or scanned with what the
 * caller is doing next. `data-sub-token` lets the sandbox journeys scan this very QR.
 */
export function WechatQrBox({ scan, scannedText }: { scan: ReturnType<typeof useWechatScan>; scannedText?: ReactNode }) {
  const { status, qr, refresh } = scan
  return (
    <Box data-testid="wechat-qr" data-status={status} data-sub-token={status === 'waiting' ? qr?.sub_token : undefined}>
      {status === 'failed' ? (
        <Placeholder role="alert">
          <strong>{WECHAT_TEXT.maintenanceTitle}</strong>
          {WECHAT_TEXT.maintenance}
          <Button type="button" data-variant="link" onClick={refresh}>
            {WECHAT_TEXT.retry}
          </Button>
        </Placeholder>
      ) : !qr ? (
        <Placeholder aria-busy="true">{WECHAT_TEXT.loading}</Placeholder>
      ) : (
        <QrImage text={qr.qrcode} label={WECHAT_TEXT.qrLabel} />
      )}
      {status === 'expired' ? (
        <Cover type="button" onClick={refresh}>
          <strong>{WECHAT_TEXT.expired}</strong>
          <span>{WECHAT_TEXT.refresh}</span>
        </Cover>
      ) : status === 'scanned' && scannedText ? (
        <Cover type="button" disabled aria-live="polite">
          {scannedText}
        </Cover>
      ) : status === 'loading' && qr ? (
        <Cover type="button" disabled aria-busy="true">
          {WECHAT_TEXT.loading}
        </Cover>
      ) : null}
    </Box>
  )
}
