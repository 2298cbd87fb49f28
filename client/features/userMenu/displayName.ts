import type { UserInfo } from '../../../shared/contracts/schemas/userInfo'
import { maskPhone } from '../../lib/format'

/** Who the panel is about: the name, else the (masked) phone. */
export function displayName(user: UserInfo): string {
  return user.user_info.name.trim() || maskPhone(user.user_info.phone)
}
