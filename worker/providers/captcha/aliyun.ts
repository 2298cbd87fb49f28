import { callRpc, type AliyunCredentials } from '../aliyun/rpc'
import type { CaptchaVerifier } from './provider'

export const ALIYUN_CAPTCHA_ENDPOINT = 'https://captcha.cn-shanghai.aliyuncs.com'

export interface AliyunCaptchaConfig extends AliyunCredentials {
  /** The captcha 2.0 scene the web widget is configured with. */
  sceneId: string
  /** Tests point this at a fake peer. */
  endpoint?: string
}

interface VerifyAnswer {
  Success?: boolean
  Code?: string
  Result?: { VerifyResult?: boolean; VerifyCode?: string }
}

/**
 * Alibaba Cloud captcha 2.0: VerifyIntelligentCaptcha (version 2023-03-05) with the widget's
 * CaptchaVerifyParam, signed like every RPC call. Only VerifyResult true passes.
 */
export function aliyunCaptcha(config: AliyunCaptchaConfig): CaptchaVerifier {
  return {
    async verify({ token }) {
      if (!token.trim()) return false
      const answer = await callRpc<VerifyAnswer>(config, {
        endpoint: config.endpoint ?? ALIYUN_CAPTCHA_ENDPOINT,
        action: 'VerifyIntelligentCaptcha',
        version: '2023-03-05',
        params: { CaptchaVerifyParam: token, SceneId: config.sceneId },
      })
      return answer.Result?.VerifyResult === true
    },
  }
}
