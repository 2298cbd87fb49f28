import { describe, expect, it } from 'vitest'
import { detectInAppBrowser, isWeChat, type InAppBrowser } from './inAppBrowser'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36'

const USER_AGENTS: ReadonlyArray<[string, string, InAppBrowser | undefined]> = [
  ['WeChat on iPhone', `${IPHONE} MicroMessenger/8.0.42(0x18002a2a) NetType/WIFI Language/zh_CN`, 'wechat'],
  [
    'WeChat on Android',
    `${ANDROID} XWEB/1160065 MMWEBSDK/20231002 MMWEBID/2585 MicroMessenger/8.0.43.2480(0x28002B37) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64`,
    'wechat',
  ],
  [
    'a WeChat mini-program on iPhone',
    `${IPHONE} MicroMessenger/8.0.42(0x18002a2a) NetType/WIFI Language/zh_CN miniProgram/wx1234567890abcdef`,
    'wechat-miniprogram',
  ],
  [
    'a WeChat mini-program on Android',
    `${ANDROID} MMWEBSDK/20231002 MicroMessenger/8.0.43.2480(0x28002B37) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx1234567890abcdef`,
    'wechat-miniprogram',
  ],
  [
    'QQ on iPhone',
    `${IPHONE} QQ/8.9.80.624 V1_IPH_SQ_8.9.80_1_APP_A Pixel/1170 MiniAppEnable SimpleUISwitch/0 StudyMode/0 CurrentMode/0 CurrentFontScale/1.000000 QQTheme/1000 AppId/537176885 Core/WKWebView Device/Apple(iPhone 13) NetType/WIFI QBWebViewType/1 WKType/1`,
    'qq',
  ],
  [
    'QQ on Android',
    `${ANDROID} V1_AND_SQ_8.9.85_4766_YYB_D A_8098500 QQ/8.9.85.12820 NetType/WIFI WebP/0.3.0 AppId/537178646 Pixel/1080 StatusBarHeight/118 SimpleUISwitch/0 QQTheme/1000 StudyMode/0 CurrentMode/0 CurrentFontScale/1.0 GlobalDensityScale/0.9 AllowLandscape/false InMagicWin/0`,
    'qq',
  ],
  ['Weibo', `${IPHONE} Weibo (iPhone14,5__weibo__13.11.2__iphone__os17.1)`, 'weibo'],
  ['DingTalk', `${IPHONE} AliApp(DingTalk/7.0.40) com.laiwang.DingTalk/30486373 Channel/201200 language/zh-Hans-CN UT4Aplus/0.0.6 WK`, 'dingtalk'],
  ['Facebook on iPhone', `${IPHONE} [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/0]`, 'facebook'],
  ['Facebook on Android', `${ANDROID} [FB_IAB/FB4A;FBAV/440.0.0.33.116;]`, 'facebook'],
  ['Instagram', `${IPHONE} Instagram 307.0.2.21.110 (iPhone14,5; iOS 17_1; en_US; en; scale=3.00; 1170x2532; 533914441)`, 'instagram'],
  [
    'Douyin',
    `${IPHONE} aweme_27.9.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/zh Region/CN AppTheme/light RevealType/Dialog BytedanceWebview/d8a21c6`,
    'douyin',
  ],
  ['Safari on iPhone', `${IPHONE.replace('Mobile/15E148', 'Version/17.1 Mobile/15E148 Safari/604.1')}`, undefined],
  ['Safari on macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', undefined],
  ['Chrome on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36', undefined],
  ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36', undefined],
  [
    'QQ Browser (not the QQ app)',
    'Mozilla/5.0 (Linux; U; Android 13; zh-cn; PGEM10 Build/TP1A.220905.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.3 Mobile Safari/537.36',
    undefined,
  ],
  [
    'an Alipay mini-program',
    `${ANDROID} UCBS/2.11.1.1 AliApp(AP/10.5.36.8100) AlipayClient/10.5.36.8100 Language/zh-Hans useStatusBar/true isConcaveScreen/true Region/CN NebulaX/1.0.0 Ariver/1.0.0 MiniProgram APXWebView`,
    undefined,
  ],
  ['an empty user agent', '', undefined],
]

describe('detectInAppBrowser', () => {
  it.each(USER_AGENTS)('%s', (_, userAgent, expected) => {
    expect(detectInAppBrowser(userAgent)).toBe(expected)
  })
})

describe('isWeChat', () => {
  it.each(USER_AGENTS)('%s', (_, userAgent, expected) => {
    expect(isWeChat(userAgent)).toBe(expected === 'wechat' || expected === 'wechat-miniprogram')
  })
})
