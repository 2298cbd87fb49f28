import type { GlobalConfig } from '../../../shared/contracts/schemas/config'
import type { UserInfo } from '../../../shared/contracts/schemas/userInfo'
import { formatBytes } from '../../lib/format'
import { USER_MENU_TEXT } from './messages'

export type PanelRow = { key: 'counts'; label: string; value: string; vip: boolean } | { key: 'points' | 'storage' | 'aigc'; label: string; value: string }

/**
 * The panel's figures and when each shows (spec section 2): counts always, with the VIP
 * icon; points only if the user may join points tasks; storage only if global config has
 * storage on; AIGC points only if AIGC is on, as *** when the hide flag is set.
 */
export function panelRows(user: UserInfo, config: Pick<GlobalConfig, 'is_open_storage' | 'is_open_aigc'> | undefined): PanelRow[] {
  const rows: PanelRow[] = [
    { key: 'counts', label: USER_MENU_TEXT.counts, value: `${user.left_count_str}/${user.total_count_str}`, vip: user.user_info.is_vip },
  ]
  if (user.allow_join_points_task) rows.push({ key: 'points', label: USER_MENU_TEXT.points, value: String(user.points) })
  if (config?.is_open_storage)
    rows.push({ key: 'storage', label: USER_MENU_TEXT.storage, value: `${formatBytes(user.left_space)}/${formatBytes(user.total_space)}` })
  if (config?.is_open_aigc)
    rows.push({ key: 'aigc', label: USER_MENU_TEXT.aigc, value: user.is_hidden_aigc_count ? USER_MENU_TEXT.hiddenCount : String(user.aigc_points) })
  return rows
}
