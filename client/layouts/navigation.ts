import { SIBLING_SITES } from '../../shared/constants'

export type NavItem =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'menu'; label: string; items: ReadonlyArray<{ label: string; to: string } | { label: string; href: string }> }

/** The main navigation of spec section 2, in its order. */
export const MAIN_NAV: readonly NavItem[] = [
  { kind: 'route', label: '首页', to: '/' },
  { kind: 'route', label: '产品功能', to: '/ability' },
  { kind: 'route', label: '下载', to: '/download' },
  {
    kind: 'menu',
    label: '产品',
    items: [{ label: 'iPad 版', to: '/ipad' }, { label: '手机版', to: '/mobile' }, ...SIBLING_SITES],
  },
  { kind: 'route', label: '使用教程', to: '/guide' },
  { kind: 'route', label: '帮助中心', to: '/help' },
  { kind: 'route', label: '购买', to: '/payment' },
]
