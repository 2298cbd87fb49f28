import { describe, expect, it } from 'vitest'
import { isPhone, payFlow, signFlow, type PayDevice, type PayFlow } from './payFlow'
import { PayChannel } from './payEnums'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)'
const IPHONE_SAFARI = `${IPHONE} Version/17.1 Mobile/15E148 Safari/604.1`
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36'
const ANDROID_WV =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36'

// [case, device, WeChat Pay, Alipay]
const CASES: ReadonlyArray<[string, PayDevice, PayFlow, PayFlow]> = [
  ['Safari on iPhone', { userAgent: IPHONE_SAFARI, maxTouchPoints: 5 }, 'h5', 'h5'],
  ['Chrome on Android', { userAgent: ANDROID_CHROME, maxTouchPoints: 5 }, 'h5', 'h5'],
  ['WeChat on iPhone', { userAgent: `${IPHONE} Mobile/15E148 MicroMessenger/8.0.42(0x18002a2a) NetType/WIFI Language/zh_CN` }, 'jsapi', 'qr'],
  [
    'WeChat on Android',
    { userAgent: `${ANDROID_WV} XWEB/1160065 MMWEBSDK/20231002 MicroMessenger/8.0.43.2480(0x28002B37) WeChat/arm64 Weixin NetType/WIFI` },
    'jsapi',
    'qr',
  ],
  ['a WeChat mini-program web-view', { userAgent: `${IPHONE} Mobile/15E148 MicroMessenger/8.0.42(0x18002a2a) miniProgram/wx1234567890abcdef` }, 'qr', 'qr'],
  [
    'QQ on iPhone',
    { userAgent: `${IPHONE} Mobile/15E148 QQ/8.9.80.624 V1_IPH_SQ_8.9.80_1_APP_A Core/WKWebView Device/Apple(iPhone 13) NetType/WIFI` },
    'h5',
    'h5',
  ],
  ['QQ on Android', { userAgent: `${ANDROID_WV} V1_AND_SQ_8.9.85_4766_YYB_D A_8098500 QQ/8.9.85.12820 NetType/WIFI` }, 'h5', 'h5'],
  ['Weibo', { userAgent: `${IPHONE} Mobile/15E148 Weibo (iPhone14,5__weibo__13.11.2__iphone__os17.1)` }, 'h5', 'h5'],
  ['DingTalk', { userAgent: `${IPHONE} Mobile/15E148 AliApp(DingTalk/7.0.40) com.laiwang.DingTalk/30486373 Channel/201200` }, 'h5', 'h5'],
  [
    'Chrome on Windows',
    { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36' },
    'qr',
    'qr',
  ],
  [
    'Safari on macOS',
    { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', maxTouchPoints: 0 },
    'qr',
    'qr',
  ],
  [
    'an iPad (Mac user agent, touch)',
    { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', maxTouchPoints: 5 },
    'qr',
    'qr',
  ],
  [
    'an Android tablet',
    { userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36', maxTouchPoints: 10 },
    'qr',
    'qr',
  ],
  ['an empty user agent', { userAgent: '' }, 'qr', 'qr'],
]

describe('payFlow', () => {
  it.each(CASES)('%s: WeChat Pay', (_, device, wechat) => {
    expect(payFlow(device, PayChannel.Wechat)).toBe(wechat)
  })
  it.each(CASES)('%s: Alipay', (_, device, __, alipay) => {
    expect(payFlow(device, PayChannel.Alipay)).toBe(alipay)
  })
  it.each(CASES)('%s: UnionPay is always a QR', (_, device) => {
    expect(payFlow(device, PayChannel.Union)).toBe('qr')
  })
})

// [case, signing auto-renewal with WeChat Pay, with Alipay]
const SIGN_CASES: ReadonlyArray<[string, 'qr' | 'h5', 'qr' | 'h5']> = [
  ['Safari on iPhone', 'h5', 'h5'],
  ['Chrome on Android', 'h5', 'h5'],
  // No JSAPI signing here: inside WeChat the signing QR stays (saved, or shown to another phone).
  ['WeChat on iPhone', 'qr', 'qr'],
  ['WeChat on Android', 'qr', 'qr'],
  ['a WeChat mini-program web-view', 'qr', 'qr'],
  ['QQ on iPhone', 'h5', 'h5'],
  ['QQ on Android', 'h5', 'h5'],
  ['Weibo', 'h5', 'h5'],
  ['DingTalk', 'h5', 'h5'],
  ['Chrome on Windows', 'qr', 'qr'],
  ['Safari on macOS', 'qr', 'qr'],
  ['an iPad (Mac user agent, touch)', 'qr', 'qr'],
  ['an Android tablet', 'qr', 'qr'],
  ['an empty user agent', 'qr', 'qr'],
]

describe('signFlow (auto-renewal)', () => {
  const device = (name: string) => CASES.find(([label]) => label === name)![1]
  it('covers every device of payFlow', () => {
    expect(SIGN_CASES.map(([name]) => name)).toEqual(CASES.map(([name]) => name))
  })
  it.each(SIGN_CASES)('%s: WeChat Pay 委托代扣 and Alipay 周期扣款', (name, wechat, alipay) => {
    expect(signFlow(device(name), PayChannel.Wechat)).toBe(wechat)
    expect(signFlow(device(name), PayChannel.Alipay)).toBe(alipay)
    expect(signFlow(device(name), PayChannel.Union)).toBe('qr')
  })
})

describe('isPhone', () => {
  it('tells phones from tablets and computers', () => {
    expect(isPhone({ userAgent: IPHONE_SAFARI })).toBe(true)
    expect(isPhone({ userAgent: ANDROID_CHROME })).toBe(true)
    expect(
      isPhone({
        userAgent: 'Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
      }),
    ).toBe(true)
    expect(
      isPhone({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1' }),
    ).toBe(false)
  })
})
