import type { CodeScene } from '../../shared/enums'
import { readConfig, type Bindings } from '../env'
import { sandboxSms } from './sandboxSms'

/** One verification code to deliver by text message. */
export interface SmsMessage {
  phone: string
  code: string
  scene: CodeScene
  sentAt: number
}

/** Sends verification codes (ARCHITECTURE decision 7). */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}

/**
 * The configured sender: the sandbox when `SANDBOX` is on. This project has no real SMS
 * provider; with the sandbox off there is none, and sending a code answers 503.
 */
export function smsSender(env: Bindings): SmsSender | null {
  return readConfig(env).SANDBOX === 'on' ? sandboxSms(env.DB) : null
}
