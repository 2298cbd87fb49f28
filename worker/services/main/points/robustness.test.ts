import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { pointsCalls } from '../../../../shared/contracts/points'
import { openSession } from '../../../auth/session'
import { callApi, DEMO } from '../../../test/accounts'
import { resetPoints } from '../../../test/points'
import { nowSeconds } from '../../../lib/clock'

/** No malformed body or query to any points call may produce a 5xx (ARCHITECTURE decision 9), for main and sub-accounts alike. */

const PATHS = Object.values(pointsCalls).map((call) => call.path)
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS']
const FIELDS = ['id', 'page', 'page_size', 'images', 'report_id']
const HUGE = 'x'.repeat(100_000)

const nearlyValid = fc.constantFrom<unknown>(0, 1, 2, -1, 1e308, 0.5, '1', '', null, true, [], {}, HUGE, 'batch-1', '../x', '\u0000', 100_001, 99_999)
const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), nearlyValid)
const rawBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 }).map((body) => JSON.stringify(body)),
  fc.jsonValue().map((body) => JSON.stringify(body)),
  fc.string({ maxLength: 100 }),
  fc.constantFrom('{', '[1,', 'null', HUGE, ''),
)
const query = fc
  .array(
    fc.oneof(
      fc
        .tuple(fc.constantFrom(...FIELDS), fc.oneof(fc.string({ maxLength: 20 }), nearlyValid.map(String)))
        .map(([key, v]) => `${key}=${encodeURIComponent(v)}`),
      fc.constantFrom('%', '%zz', 'page=1e9', 'page_size=-1', 'page=1.5'),
    ),
    { maxLength: 3 },
  )
  .map((parts) => (parts.length ? `?${parts.join('&')}` : ''))

beforeAll(resetPoints)

describe('malformed input to the points service never produces a 5xx', () => {
  it('for random bodies, methods, queries and accounts on every path', async () => {
    const tokens = [
      await openSession(env.DB, env.JWT_SECRET!, DEMO.main.id, nowSeconds()),
      await openSession(env.DB, env.JWT_SECRET!, DEMO.subAccount.id, nowSeconds()),
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          path: fc.constantFrom(...PATHS),
          method: fc.constantFrom(...METHODS),
          query,
          body: rawBody,
          contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          token: fc.constantFrom(0, 1, -1),
        }),
        async (attempt) => {
          const response = await callApi(`${attempt.path}${attempt.query}`, {
            method: attempt.method,
            rawBody: ['GET', 'HEAD'].includes(attempt.method) ? undefined : attempt.body,
            contentType: attempt.contentType,
            token: attempt.token < 0 ? undefined : tokens[attempt.token],
          })
          expect(response.status, `${attempt.method} ${attempt.path}${attempt.query}`).toBeLessThan(500)
        },
      ),
      { numRuns: 250 },
    )
  }, 120_000)
})
