import { styled } from '@linaria/react'
import { useEffect, useRef } from 'react'
import { OVERLAY_Z_INDEX } from '../../../shared/constants'

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${OVERLAY_Z_INDEX};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  padding: 12px 20px 0;
  color: #fff;
  background: rgba(9, 9, 11, 0.82);
  text-align: right;
  p {
    margin: 8px 0 0;
    font-size: 18px;
    line-height: 1.7;
  }
  strong {
    color: #ffb27a;
  }
`

const Arrow = styled.svg`
  width: 96px;
  height: 96px;
  margin-right: 4px;
`

const Close = styled.button`
  margin-top: 32px;
  padding: 10px 28px;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: 999px;
  background: transparent;
  color: #fff;
  font-size: 15px;
  cursor: pointer;
`

/**
 * WeChat's browser blocks downloads: this points at its menu (top right) and asks the
 * visitor to open the page in the system browser.
 */
export function WechatOverlay({ onClose }: { onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => closeRef.current?.focus(), [])
  return (
    <Backdrop role="dialog" aria-modal="true" aria-labelledby="wechat-overlay-title" data-testid="wechat-overlay">
      <Arrow viewBox="0 0 96 96" fill="none" aria-hidden="true">
        <path d="M18 88C30 56 50 34 82 18" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeDasharray="6 7" />
        <path d="M64 14l20 3-6 19" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </Arrow>
      <p id="wechat-overlay-title">
        微信内无法下载安装包
        <br />
        请点击右上角 <strong>···</strong>
        <br />
        选择 <strong>在浏览器中打开</strong>
      </p>
      <Close ref={closeRef} type="button" onClick={onClose}>
        我知道了
      </Close>
    </Backdrop>
  )
}
