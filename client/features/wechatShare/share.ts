import type { ApiClient } from '../../lib/api/client'
import { fetchJsConfig } from './api/jsConfig'
import { forgetJsConfig, keptJsConfig, rememberJsConfig } from './jsConfigStore'
import { storage } from '../../lib/storage'
import { injectScript, withRetries } from './loadSdk'
import { isUrlLimited } from '../../blocks/share/urlLimit'
import { SHARE_LINK_META } from '../../../shared/constants'

/** Share info (spec section 3): title, description, link, thumbnail. */
export interface ShareInfo {
  title: string
  desc: string
  link: string
  imgUrl: string
}

interface Wx {
  config(options: Record<string, unknown>): void
  ready(callback: () => void): void
  error(callback: (error: unknown) => void): void
  updateAppMessageShareData(data: ShareInfo): void
  updateTimelineShareData(data: Omit<ShareInfo, 'desc'>): void
  hideMenuItems(options: { menuList: string[] }): void
}

/** WeChat's menu items that pass a page on, hidden on a page an operator has limited. */
const SHARE_MENU_ITEMS = ['menuItem:share:appMessage', 'menuItem:share:timeline', 'menuItem:share:qq', 'menuItem:share:QZone']

const FALLBACK_SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

function meta(selector: string): string {
  return document.querySelector<HTMLMetaElement>(selector)?.content ?? ''
}

/** This page's share card, as the head describes it to crawlers. */
export function pageShareInfo(): ShareInfo {
  return {
    title: meta('meta[property="og:title"]') || document.title,
    desc: meta('meta[property="og:description"]'),
    // A page's own share link (an activity's) where the head names one, else this address.
    link: meta(`meta[name="${SHARE_LINK_META}"]`) || window.location.href.split('#')[0]!,
    imgUrl: meta('meta[property="og:image"]'),
  }
}

let sdk: Promise<Wx> | undefined

function loadSdk(): Promise<Wx> {
  const src = meta('meta[name="wechat-jssdk"]') || FALLBACK_SDK
  sdk ??= withRetries(
    () => injectScript(src),
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ).then(() => (window as unknown as { wx: Wx }).wx)
  sdk.catch(() => (sdk = undefined))
  return sdk
}

/**
 * In WeChat's browser: loads the JS-SDK, signs this page's URL, configures the SDK and sets
 * the share info of the page, or hides the share items of a page an operator limited. Any
 * failure is logged only; the page works without it.
 */
export async function shareThisPage(api: ApiClient): Promise<void> {
  try {
    const wx = await loadSdk()
    const info = pageShareInfo()
    const limited = await isUrlLimited(api, info.link)
    // WeChat signs the page's own address, whatever link the share carries. A page opened
    // again soon uses the signature kept for its address (the wechat config info key).
    const url = window.location.href.split('#')[0]!
    const store = storage()
    const config = keptJsConfig(store, url, Math.floor(Date.now() / 1000)) ?? (await fetchJsConfig(api, url))
    rememberJsConfig(store, url, config)
    wx.config({
      debug: false,
      appId: config.appid,
      timestamp: config.timestamp,
      nonceStr: config.nonce_str,
      signature: config.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'hideMenuItems'],
    })
    wx.error((error) => {
      forgetJsConfig(store)
      console.info('WeChat JS-SDK config failed', error)
    })
    wx.ready(() => {
      // A page an operator limited (is_url_limit) is not passed on: no card, no share items.
      if (limited) return wx.hideMenuItems({ menuList: SHARE_MENU_ITEMS })
      wx.updateAppMessageShareData(info)
      wx.updateTimelineShareData({ title: info.title, link: info.link, imgUrl: info.imgUrl })
    })
  } catch (error) {
    console.info('WeChat share not set', error)
  }
}
