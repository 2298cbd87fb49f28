import { describe, expect, it, vi } from 'vitest'
import { TradeType } from '../../../shared/payEnums'
import { fakeAlipay, TEST_ALIPAY } from '../../test/fakeAlipay'
import { fakeWechatPay, TEST_WECHAT } from '../../test/fakeWechatPay'
import { alipayConfig, channelKeysBeforeAll, routeFetchTo, wechatPayConfig } from '../../test/realChannels'
import { alipay, signContent } from './alipay'
import type { ChargeRequest } from './provider'
import { verifyRsaSha256 } from './rsa'
import { wechatPay } from './wechatPay'

/** Paying on a phone outside WeChat (trade type 3): WeChat Pay H5 and Alipay WAP against fakes of both peers. */

const keys = channelKeysBeforeAll()

const RETURN_URL = 'https://www.retouch.example/payment?product_id=3&out_trade_no=P20261123000009'

const charge = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  outTradeNo: 'P20261123000009',
  amount: 29900,
  description: '基础版',
  payType: 6,
  tradeType: TradeType.Mweb,
  origin: 'https://www.retouch.example',
  expiresAt: Date.UTC(2026, 10, 23, 2, 10, 30) / 1000,
  payerIp: '203.0.113.7',
  returnUrl: RETURN_URL,
  ...overrides,
})

describe('WeChat Pay H5', () => {
  const channel = () => wechatPay(wechatPayConfig(keys))

  it('orders through /v3/pay/transactions/h5 with the payer IP and the Wap scene, and appends redirect_url, encoded, to h5_url', async () => {
    const fake = fakeWechatPay(keys.merchant, keys.platform)
    routeFetchTo(fake)
    const result = await channel().createCharge(charge())
    expect(fake.calls).toHaveLength(1)
    expect(fake.calls[0]).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/h5' })
    expect(fake.orders.get('P20261123000009')!.request).toEqual({
      appid: TEST_WECHAT.appid,
      mchid: TEST_WECHAT.mchid,
      description: '基础版',
      out_trade_no: 'P20261123000009',
      time_expire: '2026-11-23T10:10:30+08:00',
      notify_url: 'https://www.retouch.example/__pay/notify/wechatpay',
      amount: { total: 29900, currency: 'CNY' },
      scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
    })
    expect(result).toEqual({
      codeUrl: '',
      payUrl: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx20261123000009&package=1037687096&redirect_url=${encodeURIComponent(RETURN_URL)}`,
      jsapi: null,
    })
    // The documented example: redirect_url=https%3A%2F%2Fwww.wechatpay.com.cn
    expect(new URL(result.payUrl).searchParams.get('redirect_url')).toBe(RETURN_URL)
    expect(result.payUrl).toContain('redirect_url=https%3A%2F%2Fwww.retouch.example%2Fpayment%3Fproduct_id%3D3%26out_trade_no%3DP20261123000009')
  })

  it('refuses H5 without the payer IP or a return address, before calling WeChat Pay', async () => {
    const fake = fakeWechatPay(keys.merchant, keys.platform)
    routeFetchTo(fake)
    await expect(channel().createCharge(charge({ payerIp: undefined }))).rejects.toMatchObject({ kind: 'unsupported' })
    await expect(channel().createCharge(charge({ returnUrl: undefined }))).rejects.toMatchObject({ kind: 'unsupported' })
    expect(fake.calls).toHaveLength(0)
  })

  it('reads an H5 order back like any other: waiting, then paid', async () => {
    const fake = fakeWechatPay(keys.merchant, keys.platform)
    routeFetchTo(fake)
    const wechat = channel()
    await wechat.createCharge(charge())
    expect(await wechat.queryCharge!('P20261123000009')).toEqual({ state: 'waiting' })
    fake.pay('P20261123000009')
    expect(await wechat.queryCharge!('P20261123000009')).toMatchObject({ state: 'paid', notification: { out_trade_no: 'P20261123000009', amount: 29900 } })
  })
})

describe('Alipay WAP (alipay.trade.wap.pay)', () => {
  const channel = () => alipay(alipayConfig(keys))

  it('answers the gateway address with the signed parameters, calling nothing: QUICK_WAP_WAY, return_url, quit_url, notify_url, time_expire to the minute', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const result = await channel().createCharge(charge({ payType: 7, payerIp: undefined }))
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(result.codeUrl).toBe('')
    expect(result.jsapi).toBeNull()
    const url = new URL(result.payUrl)
    expect(`${url.origin}${url.pathname}`).toBe(TEST_ALIPAY.gateway)
    const params = Object.fromEntries(url.searchParams)
    expect(params).toMatchObject({
      app_id: TEST_ALIPAY.appId,
      method: 'alipay.trade.wap.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: 'https://www.retouch.example/__pay/notify/alipay',
      return_url: RETURN_URL,
    })
    expect(params.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: 'P20261123000009',
      total_amount: '299.00',
      subject: '基础版',
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2026-11-23 10:10',
      quit_url: RETURN_URL,
    })
    // Alipay checks the signature over every parameter but sign, sorted, values as they are.
    expect(await verifyRsaSha256(keys.app.publicKey, signContent(params), params.sign!)).toBe(true)
  })

  it('is a page the fake gateway accepts; the trade then exists there, waiting, and is read back paid', async () => {
    const fake = fakeAlipay(keys.app, keys.alipay)
    routeFetchTo(fake)
    const provider = channel()
    const { payUrl } = await provider.createCharge(charge({ payType: 7 }))
    const page = await fetch(payUrl)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('基础版')
    expect(await provider.queryCharge!('P20261123000009')).toEqual({ state: 'waiting' })
    fake.pay('P20261123000009')
    expect(await provider.queryCharge!('P20261123000009')).toMatchObject({ state: 'paid', notification: { out_trade_no: 'P20261123000009', amount: 29900 } })
  })

  it('a tampered page address is refused by the gateway (the amount is signed)', async () => {
    const fake = fakeAlipay(keys.app, keys.alipay)
    routeFetchTo(fake)
    const { payUrl } = await channel().createCharge(charge({ payType: 7 }))
    const url = new URL(payUrl)
    url.searchParams.set('biz_content', url.searchParams.get('biz_content')!.replace('299.00', '0.01'))
    const page = await fetch(url)
    expect(await page.text()).toContain('isv.invalid-signature')
    expect(fake.orders.size).toBe(0)
  })

  it('refuses WAP without a return address', async () => {
    await expect(channel().createCharge(charge({ payType: 7, returnUrl: undefined }))).rejects.toMatchObject({ kind: 'unsupported' })
  })
})
