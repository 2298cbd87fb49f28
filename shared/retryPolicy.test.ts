import { describe, expect, it } from 'vitest'
import { RETRYABLE_STATUSES, retryLimit, shouldRetry } from './retryPolicy'

describe('retryLimit', () => {
  it.each([
    ['GET', 1],
    ['HEAD', 1],
    ['POST', 0],
    ['PUT', 0],
    ['PATCH', 0],
    ['DELETE', 0],
  ])('%s retries %i times by default', (method, expected) => {
    expect(retryLimit(method)).toBe(expected)
  })

  it.each([
    ['user info', 'GET', 3],
    ['IM info', 'GET', 2],
    ['a POST that opts in', 'POST', 2],
    ['a GET that opts out', 'GET', 0],
  ])('takes the override for %s', (_, method, override) => {
    expect(retryLimit(method, override)).toBe(override)
  })
})

describe('shouldRetry', () => {
  it('retries exactly the statuses of spec section 7', () => {
    expect([...RETRYABLE_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries %i', (status) => {
    expect(shouldRetry(0, 1, status)).toBe(true)
  })

  it.each([400, 401, 403, 404, 405, 410, 422, 501, 505, 200, 301])('does not retry %i', (status) => {
    expect(shouldRetry(0, 1, status)).toBe(false)
  })

  it('retries a network failure', () => {
    expect(shouldRetry(0, 1, undefined)).toBe(true)
  })

  it('stops once the attempts reach the limit', () => {
    expect([0, 1, 2, 3].map((attempt) => shouldRetry(attempt, 3, 503))).toEqual([true, true, true, false])
    expect(shouldRetry(0, 0, undefined)).toBe(false)
  })
})
