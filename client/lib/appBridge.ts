/**
 * The iOS app's bridge (spec section 7): the messages the site sends to the host app of
 * its web view, one typed module. A message goes to `window.webkit.messageHandlers.<name>`
 * as `{ callbackId, payload }`; the host answers a call that returns something with
 * `window.__appBridge.resolve(callbackId, data)` or `.reject(callbackId, message)`.
 * Outside the app a call warns and does nothing; `share` rejects with an error (spec
 * section 8: unsupported platform).
 */

import { handlerOf, host, type BridgeWindow } from './appHost'

/** Device info from the iOS app (spec section 3): the machine fields and its current_version. */
export interface AppDeviceInfo {
  platform?: string
  os_version?: string
  current_version?: string
  [field: string]: unknown
}

/** iOS app user info (spec section 3): user_id, org_id, token. */
export interface AppUserInfo {
  user_id: number
  org_id: number | null
  token: string
}

/** What a share carries: title, description, link, thumbnail. */
export interface AppShareInfo {
  title: string
  desc: string
  link: string
  imgUrl: string
}

/**
 * Each message's payload and answer. The spec names the messages but gives no payloads; these
 * shapes follow its context (section 3's device info, iOS user info and share info; the
 * purchase, share and toast moments of the pages) and are what the stand-in host of
 * e2e/app-bridge.spec.ts checks.
 */
export interface AppBridgeMessages {
  exit: { payload: undefined; answer: void }
  openURL: { payload: { url: string }; answer: void }
  getDeviceInfo: { payload: undefined; answer: AppDeviceInfo }
  getUserInfo: { payload: undefined; answer: AppUserInfo | null }
  setZoom: { payload: { enabled: boolean }; answer: void }
  trackEvent: { payload: { event: string; params?: Record<string, unknown> }; answer: void }
  enterView: { payload: { view: string; params?: Record<string, unknown> }; answer: void }
  clickPurchase: { payload: { product_id: string; [field: string]: unknown }; answer: void }
  restorePurchase: { payload: undefined; answer: void }
  showToast: { payload: { message: string }; answer: void }
  share: { payload: AppShareInfo & { channel?: string }; answer: { ok: boolean } }
  saveImage: { payload: { url: string }; answer: { ok: boolean } }
  configWindow: { payload: { title?: string; navigationBar?: boolean; [field: string]: unknown }; answer: void }
  shareCallbackEvent: { payload: { ok: boolean; channel?: string }; answer: void }
  getShareInfo: { payload: undefined; answer: AppShareInfo | null }
  workflow: { payload: { name: string; data?: unknown }; answer: unknown }
}

export type AppBridgeMessage = keyof AppBridgeMessages

export const APP_BRIDGE_MESSAGES = [
  'exit',
  'openURL',
  'getDeviceInfo',
  'getUserInfo',
  'setZoom',
  'trackEvent',
  'enterView',
  'clickPurchase',
  'restorePurchase',
  'showToast',
  'share',
  'saveImage',
  'configWindow',
  'shareCallbackEvent',
  'getShareInfo',
  'workflow',
] as const satisfies readonly AppBridgeMessage[]

/** Messages the host is not asked to answer: the call resolves once posted. */
const FIRE_AND_FORGET: ReadonlySet<AppBridgeMessage> = new Set([
  'exit',
  'openURL',
  'setZoom',
  'trackEvent',
  'enterView',
  'showToast',
  'shareCallbackEvent',
  'configWindow',
])

/** How long the host has to answer before the call fails. */
export const APP_BRIDGE_TIMEOUT_MS = 10_000

const pending = new Map<string, { resolve(data: unknown): void; reject(error: Error): void }>()
let nextId = 0

function answers(): NonNullable<BridgeWindow['__appBridge']> {
  const target = host()!
  target.__appBridge ??= {
    resolve(id, data) {
      pending.get(id)?.resolve(data)
      pending.delete(id)
    },
    reject(id, message) {
      pending.get(id)?.reject(new Error(message))
      pending.delete(id)
    },
  }
  return target.__appBridge
}

/** Sends one message to the host app and resolves with its answer. */
export function callApp<Name extends AppBridgeMessage>(
  name: Name,
  ...[payload]: AppBridgeMessages[Name]['payload'] extends undefined ? [] : [AppBridgeMessages[Name]['payload']]
): Promise<AppBridgeMessages[Name]['answer'] | undefined> {
  const handler = handlerOf(name)
  if (!handler) {
    if (name === 'share') return Promise.reject(new Error('当前环境不支持分享'))
    console.warn(`app bridge: ${name} is only available inside the app`)
    return Promise.resolve(undefined)
  }
  answers()
  const callbackId = `b${++nextId}`
  if (FIRE_AND_FORGET.has(name)) {
    handler.postMessage({ callbackId, payload })
    return Promise.resolve(undefined)
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(callbackId)
      reject(new Error(`app bridge: ${name} got no answer`))
    }, APP_BRIDGE_TIMEOUT_MS)
    pending.set(callbackId, {
      resolve: (data) => {
        clearTimeout(timer)
        resolve(data as AppBridgeMessages[Name]['answer'])
      },
      reject: (error) => {
        clearTimeout(timer)
        reject(error)
      },
    })
    handler.postMessage({ callbackId, payload })
  })
}
