/**
 * The iOS app's web view as the page sees it: the handlers its host registered. Apart from
 * the bridge's calls (client/lib/appBridge.ts) so that every page can ask whether it is in
 * the app without the calls' code in its first download.
 */

export interface MessageHandler {
  postMessage(message: unknown): void
}

export interface BridgeWindow {
  webkit?: { messageHandlers?: Partial<Record<string, MessageHandler>> }
  __appBridge?: { resolve(id: string, data: unknown): void; reject(id: string, message: string): void }
}

export function host(): BridgeWindow | null {
  return typeof window === 'undefined' ? null : (window as unknown as BridgeWindow)
}

/** The host's handler of one bridge message, if it registered one. */
export function handlerOf(name: string): MessageHandler | undefined {
  return host()?.webkit?.messageHandlers?.[name]
}

/** Inside the iOS app's web view: the host registered the bridge's handlers. */
export function isInApp(): boolean {
  return handlerOf('getUserInfo') !== undefined
}

/** The DOM event the click tracker announces each tracked click with, for the app's host to count too. */
export const TRACKED_CLICK_EVENT = 'site:tracked-click'

export interface TrackedClick {
  target: string
  path: string
  at: number
}
