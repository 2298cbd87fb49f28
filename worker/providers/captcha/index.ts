/**
 * The captcha provider kind: `provider.ts` is the interface, `sandbox.ts` the local stand-in,
 * `aliyun.ts` the real one, and this module picks the configured one: the server's
 * verifier, the widget the browser is told to show (code 45's data) and the page's CSP
 * all come from `captchaWidget`, one decision.
 */
import type { CaptchaWidget } from '../../../shared/contracts/schemas/captcha'
import { providerGroup, readConfig, type Bindings } from '../../env'
import { aliyunCaptcha } from './aliyun'
import type { CaptchaVerifier } from './provider'
import { sandboxCaptcha } from './sandbox'

export type { CaptchaVerifier } from './provider'

/**
 * The sandbox's stand-in when `SANDBOX` is on; otherwise Alibaba Cloud captcha 2.0 when the
 * AccessKey, the scene id and the identity prefix are set; otherwise none, and a send that
 * needs a captcha is refused (45) with nothing to solve.
 */
export function captchaWidget(env: Bindings): CaptchaWidget | null {
  const config = readConfig(env)
  if (config.SANDBOX === 'on') return { kind: 'sandbox' }
  const captcha = providerGroup(config, 'aliyunCaptcha')
  return captcha && { kind: 'aliyun', scene_id: captcha.ALIYUN_CAPTCHA_SCENE_ID, prefix: captcha.ALIYUN_CAPTCHA_PREFIX, region: 'cn' }
}

/** The verifier of the widget `captchaWidget` names; null when none is configured. */
export function captchaVerifier(env: Bindings): CaptchaVerifier | null {
  const widget = captchaWidget(env)
  if (!widget) return null
  if (widget.kind === 'sandbox') return sandboxCaptcha()
  // The widget is Alibaba Cloud's only when its group is set.
  const captcha = providerGroup(readConfig(env), 'aliyunCaptcha')!
  return aliyunCaptcha({
    accessKeyId: captcha.ALIYUN_ACCESS_KEY_ID,
    accessKeySecret: captcha.ALIYUN_ACCESS_KEY_SECRET,
    sceneId: widget.scene_id,
    ...(captcha.ALIYUN_CAPTCHA_API_ORIGIN ? { endpoint: captcha.ALIYUN_CAPTCHA_API_ORIGIN } : {}),
  })
}
