import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from '../lib/links'
import { media } from '../styles/media'
import { Logo } from '../components/Logo'
import { openLoginDialog } from '../blocks/dialogs/dialogs'
import { LOGIN_ENTRY_TEXT } from '../features/login/entryLabel'
import { useViewer } from '../blocks/session/viewer'
import { usePageVisibility } from '../blocks/config/globalConfig'
import { UserMenu } from '../features/userMenu/UserMenu'
import { MAIN_NAV, type NavItem } from './navigation'
import { useDismiss } from '../lib/useDismiss'

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  height: var(--header-height);
  color: var(--header-fg);
  background: var(--header-bg);
  border-bottom: 1px solid var(--header-line);
  backdrop-filter: saturate(180%) blur(16px);
  :global(html[data-header-theme='black']) & {
    --header-bg: #000;
    --header-fg: #fff;
    --header-line: rgba(255, 255, 255, 0.08);
  }
  :global(html[data-header-theme='white']) & {
    --header-bg: #fff;
    --header-fg: #16171a;
    --header-line: rgba(0, 0, 0, 0.08);
  }
  :global(html[data-header-theme='white-transparent']) & {
    --header-bg: rgba(255, 255, 255, 0.72);
    --header-fg: #16171a;
    --header-line: transparent;
  }
  :global(html[data-header-theme='gray']) & {
    --header-bg: rgba(28, 28, 33, 0.82);
    --header-fg: #f4f4f6;
    --header-line: rgba(255, 255, 255, 0.06);
  }
`

const Inner = styled.div`
  max-width: var(--max-width);
  height: 100%;
  margin: 0 auto;
  padding: 0 20px;
  display: flex;
  align-items: center;
  gap: 32px;
`

const Nav = styled.nav`
  flex: 1;
  ${media.below('sm')} {
    display: none;
    &[data-open='true'] {
      display: block;
      position: absolute;
      top: var(--header-height);
      left: 0;
      right: 0;
      padding: 8px 20px 20px;
      background: var(--header-bg);
      border-bottom: 1px solid var(--header-line);
    }
  }
`

const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.below('sm')} {
    flex-direction: column;
    align-items: stretch;
  }
`

const navLink = `
  display: block;
  padding: 8px 12px;
  border-radius: 8px;
  font-size: 15px;
  text-decoration: none;
  color: inherit;
  opacity: 0.78;
  background: none;
  border: 0;
  cursor: pointer;
  &:hover, &.active, &[aria-expanded='true'] { opacity: 1; }
  &.active { font-weight: 600; }
`

const routeLink = css`
  ${navLink}
`

const MenuButton = styled.button`
  ${navLink}
`

const Dropdown = styled.ul`
  position: absolute;
  min-width: 200px;
  margin: 4px 0 0;
  padding: 8px;
  list-style: none;
  border-radius: 12px;
  background: #fff;
  color: #16171a;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.18);
  a {
    display: block;
    padding: 8px 12px;
    border-radius: 8px;
    text-decoration: none;
  }
  a:hover {
    background: #f3f4f6;
  }
  ${media.below('sm')} {
    position: static;
    box-shadow: none;
    background: transparent;
    color: inherit;
    padding: 0 0 0 12px;
  }
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-left: auto;
`

const LoginButton = styled.button`
  padding: 8px 16px;
  border-radius: 999px;
  border: 1px solid currentColor;
  background: transparent;
  color: inherit;
  font-size: 14px;
  cursor: pointer;
  white-space: nowrap;
`

const Burger = styled.button`
  display: none;
  background: none;
  border: 0;
  color: inherit;
  padding: 8px;
  cursor: pointer;
  ${media.below('sm')} {
    display: block;
  }
`

/**
 * Opens on hover and on click or tap (a click after the hover must not close it again);
 * closes on leaving, on Escape, on a tap elsewhere and after choosing a link.
 */
function ProductsMenu({ item }: { item: Extract<NavItem, { kind: 'menu' }> }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const itemRef = useRef<HTMLLIElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(itemRef, open, close)
  return (
    <li
      ref={itemRef}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
    >
      <MenuButton type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)}>
        {item.label} ▾
      </MenuButton>
      <Dropdown id={id} hidden={!open}>
        {item.items.map((link) => (
          <li key={link.label}>
            {'to' in link ? (
              <Link to={link.to}>{link.label}</Link>
            ) : (
              // Sibling sites open in the same tab and get no referrer (spec section 2).
              <a href={link.href} rel="noreferrer" referrerPolicy="no-referrer">
                {link.label}
              </a>
            )}
          </li>
        ))}
      </Dropdown>
    </li>
  )
}

/** The default layout's header: main navigation, products menu and the login entry. */
export function SiteHeader() {
  const viewer = useViewer()
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  useEffect(() => setMenuOpen(false), [location.pathname])
  const { entryHidden } = usePageVisibility()
  const shownNav = MAIN_NAV.filter((item) => item.kind !== 'route' || !entryHidden(item.to))
  return (
    <Bar>
      <Inner>
        <Logo />
        <Nav aria-label="主导航" data-open={menuOpen}>
          <NavList>
            {shownNav.map((item) =>
              item.kind === 'route' ? (
                <li key={item.to}>
                  <NavLink className={routeLink} to={item.to} end={item.to === '/'}>
                    {item.label}
                  </NavLink>
                </li>
              ) : (
                <ProductsMenu key={item.label} item={item} />
              ),
            )}
          </NavList>
        </Nav>
        <Actions>
          {viewer.loggedIn ? (
            <UserMenu />
          ) : (
            <LoginButton type="button" data-testid="login-entry" onClick={() => openLoginDialog()}>
              {LOGIN_ENTRY_TEXT}
            </LoginButton>
          )}
          <Burger type="button" aria-label="菜单" aria-expanded={menuOpen} onClick={() => setMenuOpen((value) => !value)}>
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
              <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Burger>
        </Actions>
      </Inner>
    </Bar>
  )
}
