import { styled } from '@linaria/react'
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from '../../lib/links'
import { useCachedUserInfo } from '../../blocks/session/cachedUserInfo'
import { Avatar } from './Avatar'
import { USER_MENU_TEXT } from './messages'
import { displayName } from './displayName'
import { loadUserPanel, SessionData, UserPanel } from './lazyParts'
import { media } from '../../styles/media'
import { VisuallyHidden } from '../../components/VisuallyHidden'
import { useDismiss } from '../../lib/useDismiss'

const Wrapper = styled.div`
  position: relative;
`

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: 220px;
  padding: 4px 10px 4px 4px;
  border: 0;
  border-radius: 999px;
  color: inherit;
  background: transparent;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: rgba(127, 127, 127, 0.16);
  }
  > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 14px;
    ${media.below('sm')} {
      display: none;
    }
  }
`

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  width: 300px;
  max-width: calc(100vw - 24px);
  min-height: 120px;
  padding: 16px;
  border-radius: 14px;
  color: #16171a;
  background: #fff;
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.2);
  ${media.below('sm')} {
    position: fixed;
    top: calc(var(--header-height) + 4px);
    right: 12px;
  }
`

/**
 * The logged-in header entry: the user (rendered by the server from the prefetched user
 * info, so there is no flash of the login button), and on click the panel and menu of
 * spec section 2.
 */
export function UserMenu() {
  const user = useCachedUserInfo()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const id = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => setMounted(true), [])
  useEffect(() => setOpen(false), [location.pathname])
  useDismiss(wrapperRef, open, close)

  const name = user ? displayName(user) : ''
  const shown = name || USER_MENU_TEXT.loading
  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadUserPanel()}
        onFocus={() => void loadUserPanel()}
        data-testid="user-menu"
      >
        <Avatar name={name} />
        <span>{shown}</span>
        {/* Named by its content, which begins with the visible text (WCAG 2.5.3: label in name). */}
        <VisuallyHidden>{USER_MENU_TEXT.menuLabel}</VisuallyHidden>
      </Trigger>
      <Panel id={id} hidden={!open} data-testid="user-panel">
        {open ? (
          <Suspense fallback={<p>{USER_MENU_TEXT.loading}</p>}>
            <UserPanel onDone={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Panel>
      {mounted ? (
        <Suspense fallback={null}>
          <SessionData />
        </Suspense>
      ) : null}
    </Wrapper>
  )
}
