import { userPaths } from '../../../../shared/contracts/plain/user'
import type { ApiClient } from '../../../lib/api/client'

/** POST check_phone_is_exist: whether the phone already has an account. */
export async function phoneExists(api: ApiClient, phone: string): Promise<boolean> {
  const exists = await api.request({ scene: 'main', method: 'POST', path: userPaths.checkPhoneIsExist, body: { phone_list: [phone] }, response: () => import('../../../../shared/contracts/user').then((c) => c.checkPhoneIsExistResponse) })
  return exists[phone] === true
}
