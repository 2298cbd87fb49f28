/**
 * The sms provider kind: `provider.ts` is the interface, `sandbox.ts` the local stand-in and
 * this module picks the configured one. Implementations import only the interface, never
 * this module, so no import runs in a circle.
 */
import { providerGroup, readConfig, type Bindings } from '../../env'
import type { SmsSender } from './provider'
import { aliyunSms } from './aliyun'
import { sandboxSms } from './sandbox'

export type { SmsMessage, SmsSender } from './provider'

/**
 * The configured sender: the sandbox when `SANDBOX` is on; otherwise Alibaba Cloud SMS when
 * its four secrets are set; otherwise none, and sending a code answers 503.
 */
export function smsSender(env: Bindings): SmsSender | null {
  const config = readConfig(env)
  if (config.SANDBOX === 'on') return sandboxSms(env.DB)
  const sms = providerGroup(config, 'aliyunSms')
  if (!sms) return null
  return aliyunSms({
    accessKeyId: sms.ALIYUN_ACCESS_KEY_ID,
    accessKeySecret: sms.ALIYUN_ACCESS_KEY_SECRET,
    signName: sms.ALIYUN_SMS_SIGN_NAME,
    templateCode: sms.ALIYUN_SMS_TEMPLATE_CODE,
    ...(sms.ALIYUN_SMS_API_ORIGIN ? { endpoint: sms.ALIYUN_SMS_API_ORIGIN } : {}),
  })
}
