import type { Bindings } from '../env'
import { TEST_ALIPAY } from './fakeAlipay'
import { TEST_WECHAT } from './fakeWechatPay'
import { testKeyPair, type TestKeyPair } from './rsaKeys'

/** Both sides' key pairs of the two real channels: WeChat Pay (merchant, platform) and Alipay (app, alipay). */
export interface ChannelKeys {
  merchant: TestKeyPair
  platform: TestKeyPair
  app: TestKeyPair
  alipay: TestKeyPair
}

export async function channelKeys(): Promise<ChannelKeys> {
  const [merchant, platform, app, alipay] = await Promise.all([testKeyPair(), testKeyPair(), testKeyPair(), testKeyPair()])
  return { merchant, platform, app, alipay }
}

/** WeChat Pay's secrets as a deploy sets them, pointing at the fake peer's origin. */
export function wechatPaySecrets(keys: Pick<ChannelKeys, 'merchant' | 'platform'>): Partial<Bindings> {
  return {
    WECHATPAY_MCHID: TEST_WECHAT.mchid,
    WECHATPAY_APPID: TEST_WECHAT.appid,
    WECHATPAY_SERIAL_NO: TEST_WECHAT.serialNo,
    WECHATPAY_PRIVATE_KEY: keys.merchant.privatePem,
    WECHATPAY_APIV3_KEY: TEST_WECHAT.apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: keys.platform.publicPem,
    WECHATPAY_PLATFORM_SERIAL: TEST_WECHAT.platformSerial,
    WECHATPAY_API_ORIGIN: TEST_WECHAT.origin,
  }
}

/** Alipay's secrets as a deploy sets them, pointing at the fake gateway. */
export function alipaySecrets(keys: Pick<ChannelKeys, 'app' | 'alipay'>): Partial<Bindings> {
  return {
    ALIPAY_APP_ID: TEST_ALIPAY.appId,
    ALIPAY_PRIVATE_KEY: keys.app.privateBase64,
    ALIPAY_PUBLIC_KEY: keys.alipay.publicBase64,
    ALIPAY_GATEWAY: TEST_ALIPAY.gateway,
  }
}
