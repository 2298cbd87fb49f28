import { userCalls } from '../../../../shared/contracts/user'
import { VerifyType, type LoginType } from '../../../../shared/enums'
import type { ApiClient } from '../../../lib/api/client'

/** How a safety verification was proved: a phone code (as its MD5) or a WeChat scan's jump token. */
export type VerifyProof = { type: 'phone'; codeMd5: string } | { type: 'wechat'; jumpToken: string }

/** POST security/verify for a scene (cancel, security). */
export function securityVerify(api: ApiClient, scene: LoginType, proof: VerifyProof) {
  const body =
    proof.type === 'phone'
      ? { verify_code: proof.codeMd5, verify_type: VerifyType.Phone, verify_scene: scene }
      : { jump_token: proof.jumpToken, verify_type: VerifyType.Wechat, verify_scene: scene }
  return api.call(userCalls.securityVerify, { body })
}
