/**
 * The payment channels: `provider.ts` is the interface, `sandbox.ts` the local stand-in,
 * `wechatPay.ts`, `alipay.ts` and `unionPay.ts` the real channels; this module picks the configured ones.
 */
import { PayMethod } from '../../../shared/payEnums'
import { providerGroup, readConfig, type Bindings, type Config, type GroupConfig } from '../../env'
import { alipay } from './alipay'
import type { PayProvider } from './provider'
import { sandboxPay } from './sandbox'
import { unionPay } from './unionPay'
import { wechatPay, type WechatPayConfig } from './wechatPay'
import { wechatPapay } from './wechatPapay'
import { alipayAgreement } from './alipayAgreement'

export type {
  BillRow,
  Charge,
  ChargeRequest,
  ChannelOrderState,
  IgnoredNotification,
  JsapiParams,
  NotificationAnswer,
  NotificationRequest,
  PayNotification,
  PayProvider,
  UnknownNotification,
} from './provider'
export { PayChannelError } from './provider'

const channelsByConfig = new WeakMap<Config, readonly PayProvider[]>()

/**
 * Every configured channel: the sandbox alone when `SANDBOX` is on (it plays every pay
 * type); otherwise WeChat Pay, Alipay and UnionPay, each when its secrets are set, and
 * auto-renewal by WeChat Pay 委托代扣 and Alipay 周期扣款 beside them (decision 030). With
 * PAY_API_ORIGIN set the gateway forwards payment calls upstream and this service never
 * answers them; with no channel creating an order answers 503.
 */
export function payChannels(env: Bindings): readonly PayProvider[] {
  const config = readConfig(env)
  const cached = channelsByConfig.get(config)
  if (cached) return cached
  const channels: PayProvider[] = []
  if (config.SANDBOX === 'on') channels.push(sandboxPay(config.JWT_SECRET, env.DB))
  else {
    const wechat = providerGroup(config, 'wechatPay')
    if (wechat) {
      channels.push(wechatPay(wechatPayConfig(wechat)))
      // Auto-renewal (pay type 33) under the same merchant, once its 委托代扣 template is set.
      if (wechat.WECHATPAY_PAPAY_PLAN_ID) channels.push(wechatPapay({ ...wechatPayConfig(wechat), planId: wechat.WECHATPAY_PAPAY_PLAN_ID }))
    }
    const ali = providerGroup(config, 'alipay')
    if (ali) {
      const alipayConfig = { appId: ali.ALIPAY_APP_ID, privateKey: ali.ALIPAY_PRIVATE_KEY, alipayPublicKey: ali.ALIPAY_PUBLIC_KEY, gateway: ali.ALIPAY_GATEWAY }
      channels.push(alipay(alipayConfig))
      // Auto-renewal (pay type 34) under the same application, once its 周期扣款 sign scene is set.
      if (ali.ALIPAY_AGREEMENT_SIGN_SCENE) channels.push(alipayAgreement({ ...alipayConfig, signScene: ali.ALIPAY_AGREEMENT_SIGN_SCENE }))
    }
    const union = providerGroup(config, 'unionPay')
    if (union) {
      channels.push(
        unionPay({
          merId: union.UNIONPAY_MER_ID,
          signKey: union.UNIONPAY_SIGN_KEY,
          certId: union.UNIONPAY_CERT_ID,
          middleCert: union.UNIONPAY_MIDDLE_CERT,
          rootCert: union.UNIONPAY_ROOT_CERT,
          gateway: union.UNIONPAY_GATEWAY,
          // A refund names only the queryId of the payment it returns, which paid the order here.
          paidOrderOf: (queryId) =>
            env.DB.prepare('SELECT out_trade_no AS outTradeNo, amount FROM pay_orders WHERE channel_trade_no = ? AND pay_type = ? AND paid_at IS NOT NULL')
              .bind(queryId, PayMethod.Union)
              .first<{ outTradeNo: string; amount: number }>(),
        }),
      )
    }
  }
  channelsByConfig.set(config, channels)
  return channels
}

/** The channel that charges a pay type (WeChat pay types → WeChat Pay, Alipay's → Alipay), or null. */
export function payProvider(env: Bindings, payType: number): PayProvider | null {
  return payChannels(env).find((channel) => channel.payTypes.includes(payType)) ?? null
}

/** The channel whose notifications arrive at `/__pay/notify/<name>`, or null. */
export function payChannelNamed(env: Bindings, name: string): PayProvider | null {
  return payChannels(env).find((channel) => channel.name === name) ?? null
}

/** The WeChat Pay merchant's configuration (one-off payments and 委托代扣 share it). */
function wechatPayConfig(config: GroupConfig<'wechatPay'>): WechatPayConfig {
  return {
    mchid: config.WECHATPAY_MCHID,
    appid: config.WECHATPAY_APPID,
    serialNo: config.WECHATPAY_SERIAL_NO,
    privateKey: config.WECHATPAY_PRIVATE_KEY,
    apiV3Key: config.WECHATPAY_APIV3_KEY,
    platformPublicKey: config.WECHATPAY_PLATFORM_PUBLIC_KEY,
    platformSerial: config.WECHATPAY_PLATFORM_SERIAL,
    origin: config.WECHATPAY_API_ORIGIN,
  }
}
