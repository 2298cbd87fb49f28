/** Days, hours, minutes and seconds left until `target` (Unix seconds) at `now` (Unix ms); zero when past. */
export function remainingParts(target: number, nowMs: number): { days: number; hours: number; minutes: number; seconds: number; total: number } {
  const total = Math.max(0, Math.ceil(target - nowMs / 1000))
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    total,
  }
}

/**
 * The server's "now" in ms: the server time a response carried, advanced by how long the
 * page's own clock has run since it was read. The visitor's wall clock never counts.
 */
export function serverNow(serverTime: number, readAtMs: number, clockMs: number): number {
  return serverTime * 1000 + Math.max(0, clockMs - readAtMs)
}

/** What an activity counts down to: its start before it starts, else its end. */
export function countdownTarget(activity: { state: number; start_at: number; end_at: number }): { target: number; toStart: boolean } {
  return activity.state < 2 ? { target: activity.start_at, toStart: true } : { target: activity.end_at, toStart: false }
}
