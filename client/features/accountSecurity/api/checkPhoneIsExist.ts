import { userCalls } from '../../../../shared/contracts/user'
import type { ApiClient } from '../../../lib/api/client'

/** POST check_phone_is_exist: whether the phone already has an account. */
export async function phoneExists(api: ApiClient, phone: string): Promise<boolean> {
  const exists = await api.call(userCalls.checkPhoneIsExist, { body: { phone_list: [phone] } })
  return exists[phone] === true
}
