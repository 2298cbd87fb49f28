import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { NavLink } from '../../lib/links'
import { hasPermission } from '../../../shared/access'
import { PROFILE_MENU } from '../../../shared/routes'
import { useRouteEntry } from '../../lib/useRouteEntry'
import { useViewer } from '../../blocks/session/viewer'
import { media } from '../../styles/media'

const Frame = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 40px 20px 80px;
  display: grid;
  grid-template-columns: 200px 1fr;
  gap: 32px;
  aside h2 {
    font-size: 13px;
    color: var(--fg-muted);
    margin: 16px 0 4px;
  }
  aside a {
    display: block;
    padding: 8px 12px;
    border-radius: 8px;
    text-decoration: none;
  }
  aside a.active {
    background: var(--bg-soft);
    font-weight: 600;
  }
  /* On a phone the menu is one scrolling strip of tabs above the page, not a column that fills the first screen. */
  ${media.below('sm')} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
    padding-top: 16px;
    aside {
      display: flex;
      gap: 4px;
      margin: 0 -20px;
      padding: 0 20px 8px;
      overflow-x: auto;
      scrollbar-width: none;
      border-bottom: 1px solid var(--line);
    }
    aside nav {
      display: contents;
    }
    aside h2 {
      display: none;
    }
    aside a {
      flex: none;
      white-space: nowrap;
    }
  }
`

export function ProfileFrame({ children }: { children?: ReactNode }) {
  const entry = useRouteEntry()
  const viewer = useViewer()
  return (
    <Frame>
      <aside aria-label="个人中心菜单">
        {PROFILE_MENU.map((group) => {
          const items = group.items.filter((item) => hasPermission(viewer.accessTag, item.permission))
          if (items.length === 0) return null
          return (
            <nav key={group.group}>
              <h2>{group.group}</h2>
              {items.map((item) => (
                <NavLink key={item.to} to={item.to}>
                  {item.label}
                </NavLink>
              ))}
            </nav>
          )
        })}
      </aside>
      <section>
        <h1>{entry.title}</h1>
        {children}
      </section>
    </Frame>
  )
}
