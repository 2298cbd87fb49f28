import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { hasPermission } from '../../../shared/access'
import { BREAKPOINTS } from '../../../shared/constants'
import { showToast } from '../../lib/toast'
import { useGlobalConfig } from '../config/globalConfig'
import { useImInfo } from '../session/imInfo'
import { useLogout } from '../session/logout'
import { useUserInfo } from '../session/userInfo'
import { useViewer } from '../session/viewer'
import { USER_MENU_ITEMS } from './menuItems'
import { USER_MENU_TEXT } from './messages'
import { displayName, panelRows } from './panelRows'
import { VipIcon } from './VipIcon'

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
    @media (max-width: ${BREAKPOINTS.sm - 1}px) {
      display: none;
    }
  }
`

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-size: 14px;
  font-weight: 600;
  color: #fff;
  background: linear-gradient(135deg, #ff9a3d, var(--accent-strong));
`

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  width: 300px;
  max-width: calc(100vw - 24px);
  padding: 16px;
  border-radius: 14px;
  color: #16171a;
  background: #fff;
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.2);
  @media (max-width: ${BREAKPOINTS.sm - 1}px) {
    position: fixed;
    top: calc(var(--header-height) + 4px);
    right: 12px;
  }
`

const Who = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 12px;
  align-items: center;
  padding-bottom: 12px;
  border-bottom: 1px solid rgba(0, 0, 0, 0.08);
  ${Avatar} {
    grid-row: span 2;
    width: 40px;
    height: 40px;
  }
  strong {
    font-size: 16px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    font-size: 12px;
    color: #5d6270;
  }
  small em {
    margin-left: 6px;
    padding: 0 6px;
    border-radius: 4px;
    font-style: normal;
    color: #b3541e;
    background: #fff1e6;
  }
`

const Figures = styled.dl`
  margin: 12px 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 12px;
  font-size: 14px;
  > div {
    display: contents;
  }
  dt {
    color: #5d6270;
  }
  dd {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 4px;
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`

const Items = styled.ul`
  margin: 0;
  padding: 8px 0 0;
  list-style: none;
  border-top: 1px solid rgba(0, 0, 0, 0.08);
  a,
  button {
    display: block;
    width: 100%;
    padding: 8px 10px;
    border: 0;
    border-radius: 8px;
    text-align: left;
    font-size: 14px;
    color: inherit;
    background: none;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: #f3f4f6;
  }
`

/** The logged-in header entry: the user, and on click the panel and menu of spec section 2. */
export function UserMenu() {
  const viewer = useViewer()
  const { data: user } = useUserInfo()
  const { data: config } = useGlobalConfig()
  useImInfo() // IM info follows user info on every page that shows the user (spec section 4)
  const logout = useLogout()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const id = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)

  useEffect(() => setOpen(false), [location.pathname])
  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  const name = user ? displayName(user) : ''
  const onLogout = () => {
    setOpen(false)
    logout.mutate(undefined, { onSettled: () => showToast(USER_MENU_TEXT.loggedOut) })
  }

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger type="button" aria-label={USER_MENU_TEXT.menuLabel} aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)} data-testid="user-menu">
        <Avatar aria-hidden="true">{name.slice(0, 1) || '·'}</Avatar>
        <span>{name || USER_MENU_TEXT.loading}</span>
      </Trigger>
      <Panel id={id} hidden={!open} data-testid="user-panel">
        {user ? (
          <>
            <Who>
              <Avatar aria-hidden="true">{name.slice(0, 1)}</Avatar>
              <strong data-testid="panel-name">{name}</strong>
              {user.org_info.name ? (
                <small data-testid="panel-org">
                  {user.org_info.name}
                  {user.org_info.type_name ? <em>{user.org_info.type_name}</em> : null}
                </small>
              ) : (
                <small />
              )}
            </Who>
            <Figures>
              {panelRows(user, config).map((row) => (
                <div key={row.key} data-testid={`panel-${row.key}`}>
                  <dt>{row.label}</dt>
                  <dd>
                    {row.value}
                    {row.key === 'counts' ? <VipIcon vip={row.vip} /> : null}
                  </dd>
                </div>
              ))}
            </Figures>
          </>
        ) : (
          <p>{USER_MENU_TEXT.loading}</p>
        )}
        <Items>
          {USER_MENU_ITEMS.filter((item) => hasPermission(viewer.accessTag, item.permission)).map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={onLogout} disabled={logout.isPending}>
              {USER_MENU_TEXT.logout}
            </button>
          </li>
        </Items>
      </Panel>
    </Wrapper>
  )
}
