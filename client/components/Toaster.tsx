import { styled } from '@linaria/react'
import { useSyncExternalStore } from 'react'
import { OVERLAY_Z_INDEX } from '../../shared/constants'
import { currentToasts, serverToasts, subscribeToasts } from '../lib/toast'

const Region = styled.div`
  position: fixed;
  top: 24px;
  left: 50%;
  transform: translateX(-50%);
  /* Above every dialog overlay: a toast often reports what a dialog just did. */
  z-index: ${OVERLAY_Z_INDEX + 1};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  width: max-content;
  max-width: calc(100vw - 32px);
  pointer-events: none;
`

const Item = styled.p`
  margin: 0;
  padding: 10px 18px;
  border-radius: 10px;
  font-size: 14px;
  line-height: 1.5;
  color: #fff;
  background: rgba(22, 23, 26, 0.92);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
  &[data-tone='error'] {
    background: rgba(200, 40, 40, 0.94);
  }
`

/** Shows the toast queue; the region is always in the page so screen readers announce new toasts. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, serverToasts)
  return (
    <Region role="status" aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <Item key={toast.id} data-tone={toast.tone}>
          {toast.message}
        </Item>
      ))}
    </Region>
  )
}
