import { userCalls } from '../../../../shared/contracts/user'
import type { ApiClient } from '../../../lib/api/client'

/** POST security wechat unbind, proved by a security-scene code to the account's phone. */
export function wechatUnbind(api: ApiClient, codeMd5: string) {
  return api.call(userCalls.wechatUnbind, { body: { verify_code: codeMd5 } })
}
