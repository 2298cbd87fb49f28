import { styled } from '@linaria/react'
import { useEffect, useState } from 'react'
import { media } from '../../styles/media'
import { customerServiceDialog } from '../../blocks/dialogs/dialogs'
import { ServiceEntryLabel } from '../../blocks/dialogs/ServiceEntryLabel'

const Float = styled.button`
  position: fixed;
  right: 12px;
  /* On phones, above the sticky bottom bars (download, pay) and the home indicator; an ad landing has 在线客服 in its bar instead. */
  bottom: calc(96px + env(safe-area-inset-bottom));
  z-index: 90;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  width: 52px;
  padding: 8px 0 6px;
  border: 0;
  border-radius: 14px;
  font: inherit;
  font-size: 11px;
  line-height: 1.2;
  color: #fff;
  background: #16171a;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.22);
  cursor: pointer;
  transition:
    opacity 0.2s,
    visibility 0.2s;
  ${media.from('md')} {
    right: 20px;
    bottom: 32px;
  }
  /* At a phone page's end it would sit on the last lines for good (an activity's 分享给好友 and its rules). */
  ${media.below('md')} {
    &[data-at-end='true'] {
      opacity: 0;
      visibility: hidden;
    }
  }
  &:focus-visible {
    outline: 2px solid #ff9a3d;
    outline-offset: 2px;
  }
`

/** Whether the visitor has scrolled to the page's end; a page that does not scroll never is. */
function useScrolledToEnd(): boolean {
  const [atEnd, setAtEnd] = useState(false)
  useEffect(() => {
    // React drops a repeated value, so most scroll events cost a comparison.
    const check = () => setAtEnd(scrollY > 0 && scrollY + innerHeight >= document.documentElement.scrollHeight - 8)
    addEventListener('scroll', check, { passive: true })
    return () => removeEventListener('scroll', check)
  }, [])
  return atEnd
}

/**
 * 在线客服, on every page: a small floating button that opens the customer-service dialog
 * the page provides; its code loads on the first press or hover. On a phone it steps aside at the page's end, where nothing can scroll clear of it.
 */
export default function CustomerServiceEntry() {
  const atEnd = useScrolledToEnd()
  return (
    <Float
      type="button"
      data-testid="customer-service-entry"
      data-at-end={atEnd}
      aria-haspopup="dialog"
      onPointerEnter={() => void customerServiceDialog.preload()}
      onClick={() => customerServiceDialog.open()}
    >
      <ServiceEntryLabel />
    </Float>
  )
}
