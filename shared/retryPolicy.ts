/** The API client's retry rules (spec section 7, ARCHITECTURE decision 5). */

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/** Retries a call may make: GET/HEAD once, body methods never, unless the call says otherwise. */
export function retryLimit(method: string, override?: number): number {
  if (override !== undefined) return override
  return method === 'GET' || method === 'HEAD' ? 1 : 0
}

/** Whether a failed attempt (an HTTP status, or undefined for a network failure) may be retried. */
export function shouldRetry(attempt: number, limit: number, status: number | undefined): boolean {
  if (attempt >= limit) return false
  return status === undefined || RETRYABLE_STATUSES.has(status)
}
