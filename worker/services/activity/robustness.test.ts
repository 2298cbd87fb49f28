import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { activityCalls } from '../../../shared/contracts/activity'
import { activityCommonCalls } from '../../../shared/contracts/activityCommon'
import { activityLogin, call, resetActivityDemo, type Jar } from '../../test/activity'

/** No malformed body or query to any activity path, logged in or not, may produce a 5xx. */
const FIELDS = [
  'uuid',
  'family',
  'phone',
  'verify_code',
  'code',
  'type',
  'card_id',
  'inviter',
  'org_name',
  'org_type',
  'page',
  'width',
  'device',
  'source_id',
  'channel',
  'complete_type',
  'contact_name',
  'qr_code_bit',
  'url',
]
const nearlyValid = fc.constantFrom<unknown>(
  'demo-sale',
  'demo-welfare',
  'demo-storage',
  '13700137015',
  430,
  0,
  -1,
  1e308,
  '',
  ' ',
  null,
  true,
  [],
  {},
  'x'.repeat(20_000),
  '<script>',
  '../',
  '𠮷',
)
const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), nearlyValid)
const body = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 5 })
/** A query carries text: strings as they are, anything else as its JSON (String() throws on an object whose `toString` is data). */
const queryText = (item: unknown): string => (typeof item === 'string' ? item : JSON.stringify(item))
const PATHS: [string, 'activity' | 'main'][] = [
  ...Object.values(activityCalls).map((record) => [record.path, record.api] as [string, 'activity']),
  ...Object.values(activityCommonCalls).map((record) => [record.path, record.api] as [string, 'main']),
]

describe('robustness over every activity path', () => {
  it('answers random bodies and queries without a 5xx', async () => {
    await resetActivityDemo()
    const jar: Jar = await activityLogin('13700137900')
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), body, fc.boolean(), fc.boolean(), async ([path, scene], input, asQuery, loggedIn) => {
        const query = asQuery ? `?${new URLSearchParams(Object.entries(input).map(([key, item]) => [key, queryText(item)]))}` : ''
        const answer = await call(`${path}${query}`, { scene, body: asQuery ? undefined : input, jar: loggedIn ? { ...jar } : {} })
        expect(answer.status, `${path} ${JSON.stringify(input).slice(0, 200)}`).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
  }, 120_000)
})
