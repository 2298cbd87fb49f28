import { VERIFY_CODE_COOLDOWN_SECONDS } from '../../../shared/constants'
import { ServerCode } from '../../../shared/enums'
import { ApiError } from '../../lib/api/client'
import type { KeyValueStore } from '../../lib/storage'

/**
 * The resend cooldown of verification codes (spec sections 4 and 9), kept in client
 * storage so that a reload does not reopen the send button early. One entry per scope
 * (login, change phone, safety verification): when each cooldown ends, in ms.
 */
export const COOLDOWN_STORAGE_KEY = 'verify_code_countdown'

export type CooldownScope = 'login' | 'wechat-phone' | 'security' | 'cancel' | 'change-phone' | 'consultation' | 'activity'

function readEnds(store: KeyValueStore): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(COOLDOWN_STORAGE_KEY) ?? '{}')
    if (!parsed || typeof parsed !== 'object') return {}
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])))
  } catch {
    return {}
  }
}

/** Whole seconds left before a code may be sent again in this scope; 0 when it may. */
export function cooldownLeft(store: KeyValueStore, scope: CooldownScope, now: number): number {
  const endsAt = readEnds(store)[scope]
  if (endsAt === undefined || endsAt <= now) return 0
  // A clock moved back must not lock the button for longer than one cooldown.
  return Math.min(Math.ceil((endsAt - now) / 1000), VERIFY_CODE_COOLDOWN_SECONDS)
}

/** The cooldowns still running at `now`, with `scope`'s set to end at `endsAt` (or removed). */
function writeEnds(store: KeyValueStore, now: number, scope: CooldownScope, endsAt: number | undefined): void {
  const running = Object.fromEntries(Object.entries(readEnds(store)).filter(([each, ends]) => ends > now && each !== scope))
  if (endsAt !== undefined) running[scope] = endsAt
  try {
    store.setItem(COOLDOWN_STORAGE_KEY, JSON.stringify(running))
  } catch {
    // a full store only loses the persistence; the page still counts down
  }
}

/** Records that a code was just sent in this scope; ended cooldowns are dropped on the way. */
export function startCooldown(store: KeyValueStore, scope: CooldownScope, now: number, seconds = VERIFY_CODE_COOLDOWN_SECONDS): void {
  writeEnds(store, now, scope, now + seconds * 1000)
}

/**
 * Ends a scope's cooldown early: the code it waited on was burnt by too many wrong tries
 * (code 10003), so the visitor needs a new one now, and the service lets it go out.
 */
export function releaseCooldown(store: KeyValueStore, scope: CooldownScope, now: number): void {
  writeEnds(store, now, scope, undefined)
}

/** The refusal that burnt the code a scope waited on: its cooldown ends there. */
export function releaseIfBurnt(store: KeyValueStore, scope: CooldownScope, error: unknown, now: number): void {
  if (error instanceof ApiError && error.kind === 'server' && error.code === ServerCode.VerifyCodeBurnt) releaseCooldown(store, scope, now)
}
