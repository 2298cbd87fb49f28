import type { CodeScene } from '../../../shared/enums'

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
