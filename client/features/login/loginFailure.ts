import type { CancelledAccountData } from '../../../shared/contracts/schemas/user'
import { ServerCode } from '../../../shared/enums'
import { SERVER_MESSAGES } from '../../../shared/messages'
import { ApiError } from '../../lib/api/client'
import { boundElsewhereMessage } from '../../blocks/wechat/boundElsewhere'

/** Login failures that get their own dialog instead of a toast (spec section 8). */
export type HandledLoginFailure =
  /** 7001: the account is in its cooling period; the visitor may call the cancellation off. */
  | { kind: 'recoverable'; effectiveAt: number; recoverToken: string }
  /** 7002: the merchant is being cancelled; nothing to do but cancel. */
  | { kind: 'merchant-cancelling'; message: string }
  /** 162: the WeChat jump token timed out; the WeChat login starts again. */
  | { kind: 'wechat-expired'; message: string }
  /** 165: the WeChat is bound to another account. */
  | { kind: 'wechat-bound-elsewhere'; message: string }

export type LoginFailure = HandledLoginFailure | { kind: 'shown' }

/** What a failed login leads to; 'shown' means the API client's toast already said it. */
export function classifyLoginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError) || error.kind !== 'server') return { kind: 'shown' }
  switch (error.code) {
    case ServerCode.CancelledRecoverable: {
      // Parsed by the login call's failureData (session/login.ts), or undefined.
      const data = error.data as CancelledAccountData | null | undefined
      // Without the recover token there is nothing to offer: the server message says enough.
      return data ? { kind: 'recoverable', effectiveAt: data.cancel_effective_at, recoverToken: data.recover_token } : { kind: 'shown' }
    }
    case ServerCode.MerchantCancelling:
      return { kind: 'merchant-cancelling', message: error.message || SERVER_MESSAGES.merchantCancelling }
    case ServerCode.WechatJumpTokenTimeout:
      return { kind: 'wechat-expired', message: error.message || SERVER_MESSAGES.wechatJumpTokenTimeout }
    case ServerCode.OpenidBoundToOtherAccount:
      return { kind: 'wechat-bound-elsewhere', message: boundElsewhereMessage(error) }
    default:
      return { kind: 'shown' }
  }
}

/** The `silent` rule of the login call: quiet exactly for the failures that get a dialog. */
export function isHandledLoginFailure(error: ApiError): boolean {
  return classifyLoginFailure(error).kind !== 'shown'
}
