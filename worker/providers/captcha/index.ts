/**
 * The captcha provider kind: `provider.ts` is the interface, `sandbox.ts` the local stand-in,
 * `aliyun.ts` the real one, and this module picks the configured one.
 */
import { readConfig, type Bindings } from '../../env'
import { aliyunCaptcha } from './aliyun'
import type { CaptchaVerifier } from './provider'
import { sandboxCaptcha } from './sandbox'

export type { CaptchaVerifier } from './provider'

/**
 * The sandbox when `SANDBOX` is on; otherwise Alibaba Cloud captcha when the AccessKey and
 * the scene id are set; otherwise none, and a send that needs a captcha is refused (45).
 */
export function captchaVerifier(env: Bindings): CaptchaVerifier | null {
  if (readConfig(env).SANDBOX === 'on') return sandboxCaptcha()
  const { ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET, ALIYUN_CAPTCHA_SCENE_ID } = env
  if (!ALIYUN_ACCESS_KEY_ID || !ALIYUN_ACCESS_KEY_SECRET || !ALIYUN_CAPTCHA_SCENE_ID) return null
  return aliyunCaptcha({
    accessKeyId: ALIYUN_ACCESS_KEY_ID,
    accessKeySecret: ALIYUN_ACCESS_KEY_SECRET,
    sceneId: ALIYUN_CAPTCHA_SCENE_ID,
    ...(env.ALIYUN_CAPTCHA_API_ORIGIN ? { endpoint: env.ALIYUN_CAPTCHA_API_ORIGIN } : {}),
  })
}
