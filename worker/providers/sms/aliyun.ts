import { callRpc, AliyunError, type AliyunCredentials } from '../aliyun/rpc'
import type { SmsMessage, SmsSender } from './provider'

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com'

export interface AliyunSmsConfig extends AliyunCredentials {
  signName: string
  templateCode: string
  /** Tests point this at a fake peer. */
  endpoint?: string
}

interface SendSmsAnswer {
  Code?: string
  Message?: string
  BizId?: string
  RequestId?: string
}

/**
 * Alibaba Cloud SMS: SendSms (version 2017-05-25) with the code as the template's `code`
 * parameter. Any answer but Code "OK" throws, so the send route fails instead of
 * pretending the code went out.
 */
export function aliyunSms(config: AliyunSmsConfig): SmsSender {
  return {
    async send({ phone, code }: SmsMessage) {
      const answer = await callRpc<SendSmsAnswer>(config, {
        endpoint: config.endpoint ?? ALIYUN_SMS_ENDPOINT,
        action: 'SendSms',
        version: '2017-05-25',
        params: { PhoneNumbers: phone, SignName: config.signName, TemplateCode: config.templateCode, TemplateParam: JSON.stringify({ code }) },
      })
      if (answer.Code !== 'OK') throw new AliyunError('SendSms', answer.Code ?? 'unknown', answer.Message ?? '')
    },
  }
}
