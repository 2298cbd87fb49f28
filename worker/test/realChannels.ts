import { afterEach, beforeAll, vi } from 'vitest'
import { BillingCycle } from '../../shared/payEnums'
import type { Bindings } from '../env'
import type { ContractSignRequest, RefundRequest } from '../providers/pay/provider'
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

/**
 * A test file's channel keys, made once before its tests (RSA generation is slow); the object
 * is filled in then, so read its fields inside tests. Fetch routed to a peer is restored after each test.
 */
export function channelKeysBeforeAll(): ChannelKeys {
  const keys = {} as ChannelKeys
  beforeAll(async () => {
    Object.assign(keys, await channelKeys())
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
  return keys
}

/** A local stand-in for a channel's servers (the fakes of this folder). */
export interface FakePeer {
  handle(request: Request): Promise<Response>
}

/** Routes the worker's outgoing fetches to one fake peer (no network). */
export function routeFetchTo(peer: FakePeer) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => peer.handle(new Request(input, init)))
}

/** Routes the worker's outgoing fetches to both real channels' fakes: WeChat Pay by its origin, Alipay by its gateway. */
export function routeFetchToChannels<Wechat extends FakePeer, Alipay extends FakePeer>(wechat: Wechat, alipay: Alipay) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (request.url.startsWith(TEST_WECHAT.origin)) return wechat.handle(request)
    if (request.url.startsWith(TEST_ALIPAY.gateway)) return alipay.handle(request)
    throw new TypeError(`no network in tests: ${request.url}`)
  })
  return { wechat, alipay, fetchSpy }
}

/** WeChat Pay's provider configuration (payments and 委托代扣 alike) with the test keys. */
export function wechatPayConfig(keys: Pick<ChannelKeys, 'merchant' | 'platform'>) {
  return { ...TEST_WECHAT, privateKey: keys.merchant.privatePem, platformPublicKey: keys.platform.publicPem }
}

/** Alipay's provider configuration with the test keys. */
export function alipayConfig(keys: Pick<ChannelKeys, 'app' | 'alipay'>) {
  return { appId: TEST_ALIPAY.appId, privateKey: keys.app.privateBase64, alipayPublicKey: keys.alipay.publicBase64, gateway: TEST_ALIPAY.gateway }
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

/** The contract code of the channels' auto-renewal tests. */
export const TEST_CONTRACT_CODE = '0f8fad5bd9cb469fa16570867728950e'

/** A monthly ¥99.00 auto-renewal to sign, as the subscription service asks a channel for one. */
export const monthlySignRequest: ContractSignRequest = {
  contractCode: TEST_CONTRACT_CODE,
  amount: 9900,
  cycle: BillingCycle.Monthly,
  description: '连续包月',
  displayAccount: '138****8000',
  userCode: '1',
  origin: 'https://www.retouch.example',
  firstDeductionAt: Date.UTC(2026, 10, 23, 2, 30) / 1000,
}

/** A partial refund of ¥100.00 of a paid ¥299.00 order, as the console asks a channel for one. */
export function refundOf(outTradeNo: string, overrides: Partial<RefundRequest> = {}): RefundRequest {
  return { outTradeNo, channelTradeNo: '', outRefundNo: 'RAAAAAAAAAAA1', amount: 10000, total: 29900, reason: '客户要求退款', ...overrides }
}
