import { detectInAppBrowser } from './inAppBrowser'
import { PayChannel } from './payEnums'

/**
 * How a visitor pays with a channel: `qr` shows a code to scan with another device,
 * `jsapi` opens WeChat's own pay sheet inside WeChat (trade type 2), `h5` sends the
 * browser to the channel's mobile page, which opens the channel's app (trade type 3:
 * WeChat Pay H5 / mweb, Alipay WAP).
 */
export type PayFlow = 'qr' | 'jsapi' | 'h5'

export interface PayDevice {
  userAgent: string
  /** iPadOS reports a Mac user agent; touch points tell it apart. */
  maxTouchPoints?: number
}

/** A phone, not a tablet nor a computer: the device the payer holds is the one that pays. */
export function isPhone({ userAgent, maxTouchPoints = 0 }: PayDevice): boolean {
  if (/iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return false
  if (/iPhone|iPod/.test(userAgent)) return true
  // Android and HarmonyOS phones say "Mobile"; their tablets do not.
  return /Android|HarmonyOS|OpenHarmony|Windows Phone/i.test(userAgent) && /Mobile|Phone/.test(userAgent)
}

/**
 * The flow a visitor gets for a channel, from the device and the browser:
 *
 * - Inside WeChat (spec section 9: WeChat, and its mini-program's web-view), WeChat Pay is
 *   JSAPI. WeChat Pay H5 refuses to run inside WeChat, and WeChat blocks Alipay's pages, so
 *   Alipay stays a QR (saved or shown to another phone). A mini-program web-view cannot
 *   call the pay sheet (only the mini-program itself can), so it gets the QR for both.
 * - A phone browser outside WeChat gets H5 for WeChat Pay and Alipay: a QR cannot be
 *   scanned by the phone that shows it. The other in-app browsers of section 9 (QQ, Weibo,
 *   DingTalk, Douyin, Facebook, Instagram) count as phone browsers: both H5 pages run in
 *   them, though a host may refuse to open the other company's app (Weibo and Douyin limit
 *   jumps to WeChat); the visitor then comes back unpaid and can switch method or open
 *   the page in the system browser from the host's menu.
 * - UnionPay (云闪付) has no H5 channel here: QR everywhere.
 * - Computers and tablets get the QR, scanned by the phone: a tablet seldom has the
 *   channel's app, and its screen is large enough to scan.
 */
export function payFlow(device: PayDevice, channel: PayChannel): PayFlow {
  if (channel === PayChannel.Union) return 'qr'
  const browser = detectInAppBrowser(device.userAgent)
  if (browser === 'wechat-miniprogram') return 'qr'
  if (browser === 'wechat') return channel === PayChannel.Wechat ? 'jsapi' : 'qr'
  return isPhone(device) ? 'h5' : 'qr'
}

/**
 * The flow a visitor signs auto-renewal with (pay types 33, 34; decision 030): a phone
 * browser outside WeChat signs on the channel's mobile page (WeChat Pay's H5 pre-sign, Alipay's
 * page.sign in the Alipay app), as it pays. Everything else keeps the signing QR: inside WeChat
 * only its own JSAPI/mini-program signing would run (not offered here) and WeChat blocks
 * Alipay's pages; UnionPay's auto-renewal has no channel.
 */
export function signFlow(device: PayDevice, channel: PayChannel): 'qr' | 'h5' {
  return payFlow(device, channel) === 'h5' ? 'h5' : 'qr'
}
