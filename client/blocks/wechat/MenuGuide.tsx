import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { Dialog } from '../../components/Dialog'

const Guide = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  padding: 12px 20px 0;
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
 * What only WeChat's own menu does (open in the browser, share to a friend): an arrow at
 * its ··· button, top right, and the step to take there; 我知道了 (or Escape) closes it. A
 * bare dialog (components/Dialog): the overlay, focus and scroll lock of every dialog.
 */
export function WechatMenuGuide({ testId, onClose, children }: { testId: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open bare title={children} onClose={onClose} testId={testId}>
      <Guide>
        <Arrow viewBox="0 0 96 96" fill="none" aria-hidden="true">
          <path d="M18 88C30 56 50 34 82 18" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeDasharray="6 7" />
          <path d="M64 14l20 3-6 19" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </Arrow>
        {/* The dialog's title says it to assistive technology. */}
        <p aria-hidden="true">{children}</p>
        <Close type="button" onClick={onClose}>
          我知道了
        </Close>
      </Guide>
    </Dialog>
  )
}
