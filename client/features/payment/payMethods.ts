import { PayChannel, PayMethod } from '../../../shared/payEnums'

/**
 * Each pay method code's channel, and whether it signs an auto-renewal contract (a `-ts` code).
 * Apart from catalogue.ts so that the packages page, which names a contract's channel, does
 * not load the pricing page's catalogue rules for it.
 */
export const METHOD_CHANNEL: Record<number, { channel: PayChannel; subscription: boolean }> = {
  [PayMethod.Wechat]: { channel: PayChannel.Wechat, subscription: false },
  [PayMethod.Alipay]: { channel: PayChannel.Alipay, subscription: false },
  [PayMethod.Union]: { channel: PayChannel.Union, subscription: false },
  [PayMethod.WechatTs]: { channel: PayChannel.Wechat, subscription: true },
  [PayMethod.AlipayTs]: { channel: PayChannel.Alipay, subscription: true },
  [PayMethod.UnionTs]: { channel: PayChannel.Union, subscription: true },
}

/** The channel a pay method code belongs to (a contract's pay type, for one). */
export function channelOfPayType(payType: number): PayChannel {
  return METHOD_CHANNEL[payType]?.channel ?? PayChannel.Union
}
