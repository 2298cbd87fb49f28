/**
 * The WeChat tab of the safety verification (spec section 4). It is `pending` until the
 * bound WeChat scans and the service accepts the proof; `fulfilled` then shows "verifying"
 * and the dialog closes a second later; `rejected` shows "verification failed" and a new
 * QR is fetched, whose scan starts over.
 */
export type WechatVerifyState = { status: 'pending'; checking: boolean } | { status: 'fulfilled' } | { status: 'rejected' }

export type WechatVerifyEvent = 'scanned' | 'accepted' | 'refused'

export const WECHAT_VERIFY_START: WechatVerifyState = { status: 'pending', checking: false }

export function wechatVerifyReducer(state: WechatVerifyState, event: WechatVerifyEvent): WechatVerifyState {
  if (state.status === 'fulfilled') return state // done: the dialog is closing
  switch (event) {
    case 'scanned':
      return { status: 'pending', checking: true }
    case 'accepted':
      return state.status === 'pending' && state.checking ? { status: 'fulfilled' } : state
    case 'refused':
      return state.status === 'pending' && state.checking ? { status: 'rejected' } : state
  }
}
