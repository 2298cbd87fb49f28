import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { hasPermission, type Permission } from '../../../shared/access'
import { useRouteEntry } from '../../lib/useRouteEntry'
import { useViewer } from '../session/viewer'

/** The account area menu (spec section 2); each item carries the permission it needs. */
const PROFILE_MENU: ReadonlyArray<{ group: string; items: ReadonlyArray<{ label: string; to: string; permission: Permission }> }> = [
  {
    group: '我的套餐',
    items: [
      { label: '我的套餐', to: '/profile/packages', permission: 'packages' },
      { label: '待开发票', to: '/profile/invoices', permission: 'packages' },
      { label: '开票历史', to: '/profile/invoicing-history', permission: 'packages' },
    ],
  },
  {
    group: '账号',
    items: [
      { label: '设备管理', to: '/profile/device', permission: 'none' },
      { label: '账号安全', to: '/profile/account-security', permission: 'none' },
    ],
  },
]

const Frame = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 40px 20px 80px;
  display: grid;
  grid-template-columns: 200px 1fr;
  gap: 32px;
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
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
