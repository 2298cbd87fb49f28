import { userCalls } from '../../../shared/contracts/user'
import { safeRedirectPath } from '../../../shared/sameSite'
import type { ApiClient } from '../../lib/api/client'
import type { KeyValueStore } from '../../lib/storage'
import { createOauthState } from '../../blocks/wechat/oauthState'

/** The round trip to Apple's page, kept in client storage to check the callback against. */
export const APPLE_AUTH_STORAGE_KEY = 'apple_auth'

export interface PendingAppleSignIn {
  state: string
  /** The raw nonce; Apple gets its SHA-256 and puts that in the ID token. */
  nonce: string
  /** Where to go once logged in: a same-site path. */
  redirect: string
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A fresh state and raw nonce for a sign-in that will come back to `redirect`, stored for the callback. */
export function startAppleSignIn(store: KeyValueStore, redirect: string): PendingAppleSignIn {
  const pending = { state: createOauthState('ap'), nonce: randomNonce(), redirect: safeRedirectPath(redirect) }
  store.setItem(APPLE_AUTH_STORAGE_KEY, JSON.stringify(pending))
  return pending
}

/** The stored round trip, once: a callback can use it a single time. */
export function takeAppleSignIn(store: KeyValueStore): PendingAppleSignIn | null {
  const raw = store.getItem(APPLE_AUTH_STORAGE_KEY)
  store.removeItem(APPLE_AUTH_STORAGE_KEY)
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<PendingAppleSignIn> | null
    if (!value || typeof value.state !== 'string' || typeof value.nonce !== 'string') return null
    return { state: value.state, nonce: value.nonce, redirect: safeRedirectPath(value.redirect) }
  } catch {
    return null
  }
}

export type AppleCallbackResult =
  { kind: 'token'; idToken: string; nonce: string; redirect: string } | { kind: 'cancelled'; redirect: string } | { kind: 'mismatch' }

/**
 * What Apple's fragment (`#code=…&id_token=…&state=…`, or `#error=…&state=…`) says,
 * checked against the stored round trip: a state this browser did not issue is refused.
 */
export function readAppleCallback(hash: string, pending: PendingAppleSignIn | null): AppleCallbackResult {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  if (!pending || fragment.get('state') !== pending.state) return { kind: 'mismatch' }
  if (fragment.get('error')) return { kind: 'cancelled', redirect: pending.redirect }
  const idToken = fragment.get('id_token')
  return idToken ? { kind: 'token', idToken, nonce: pending.nonce, redirect: pending.redirect } : { kind: 'mismatch' }
}

/** GET apple/authorize_url: Apple's page (the sandbox's stand-in locally) for this state and nonce hash. */
export async function fetchAppleAuthorizeUrl(api: ApiClient, pending: PendingAppleSignIn) {
  return api.call(userCalls.appleAuthorize, { query: { state: pending.state, nonce: await sha256Hex(pending.nonce) } })
}

/** POST apple/check: whether the Apple ID is bound already (a new one verifies a phone). */
export function checkApple(api: ApiClient, input: { idToken: string; nonce: string }) {
  return api.call(userCalls.appleCheck, { body: { identity_token: input.idToken, nonce: input.nonce } })
}
