/** Timing rules of the QR payment (spec sections 4 and 9), pure so they can be tested without a clock. */

import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_TIMEOUT_SECONDS } from '../../../shared/constants'

/** An unpaid order is closed after 10 minutes; its state is polled every 3 s. */
export const PAY_TIMEOUT_MS = PAYMENT_TIMEOUT_SECONDS * 1000
export const PAY_POLL_INTERVAL_MS = PAYMENT_POLL_INTERVAL_MS

/** Whole seconds left before a code created at `createdAtMs` expires, never below 0. */
export function secondsLeft(createdAtMs: number, nowMs: number, timeoutMs: number = PAY_TIMEOUT_MS): number {
  return Math.max(0, Math.ceil((createdAtMs + timeoutMs - nowMs) / 1000))
}

/** 600 → '10:00', 61 → '01:01'. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`
}

/** What the QR dialog shows: waiting for the scan, expired, closed by the service, or paid. */
export type QrPhase = 'creating' | 'waiting' | 'expired' | 'closed' | 'paid' | 'failed'

/** The phase after a poll: the service's pay result wins over the local clock (1 paid, 2 closed). */
export function nextPhase(current: QrPhase, payResult: number | null | undefined, secondsRemaining: number): QrPhase {
  if (current !== 'waiting') return current
  if (payResult === 1) return 'paid'
  if (payResult === 2) return 'closed'
  if (secondsRemaining <= 0) return 'expired'
  return 'waiting'
}
