/**
 * The sms provider kind: `provider.ts` is the interface, `sandbox.ts` the local stand-in and
 * this module picks the configured one. Implementations import only the interface, never
 * this module, so no import runs in a circle.
 */
import { readConfig, type Bindings } from '../../env'
import type { SmsSender } from './provider'
import { aliyunSms } from './aliyun'
import { sandboxSms } from './sandbox'

export type { SmsMessage, SmsSender } from './provider'

/**
 * The configured sender: the sandbox when `SANDBOX` is on; otherwise Alibaba Cloud SMS when
 * its four secrets are set; otherwise none, and sending a code answers 503.
 */
export function smsSender(env: Bindings): SmsSender | null {
  if (readConfig(env).SANDBOX === 'on') return sandboxSms(env.DB)
  const { ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE } = env
  if (!ALIYUN_ACCESS_KEY_ID || !ALIYUN_ACCESS_KEY_SECRET || !ALIYUN_SMS_SIGN_NAME || !ALIYUN_SMS_TEMPLATE_CODE) return null
  return aliyunSms({
    accessKeyId: ALIYUN_ACCESS_KEY_ID,
    accessKeySecret: ALIYUN_ACCESS_KEY_SECRET,
    signName: ALIYUN_SMS_SIGN_NAME,
    templateCode: ALIYUN_SMS_TEMPLATE_CODE,
    ...(env.ALIYUN_SMS_API_ORIGIN ? { endpoint: env.ALIYUN_SMS_API_ORIGIN } : {}),
  })
}
