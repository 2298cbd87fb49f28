import type { Permission } from '../../../shared/access'

/** The user dropdown's links (spec section 2), each with the permission it needs (spec section 6). */
export const USER_MENU_ITEMS: ReadonlyArray<{ label: string; to: string; permission: Permission }> = [
  { label: '账号安全', to: '/profile/account-security', permission: 'none' },
  { label: '我的套餐', to: '/profile/packages', permission: 'packages' },
  { label: '设备管理', to: '/profile/device', permission: 'none' },
]
