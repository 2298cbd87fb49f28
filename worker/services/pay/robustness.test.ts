import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { payCalls } from '../../../shared/contracts/pay'
import { PAY_NOTIFY_PATH, SIGNATURE_HEADER } from '../../providers/pay/sandbox'
import { callPay, callRaw, resetPayAsDemo } from '../../test/pay'

/**
 * No malformed body or query to any payment call, nor any notification, may produce a 5xx
 * (ARCHITECTURE decision 9): random JSON, the right keys with wrong values, broken JSON,
 * huge strings and random query strings, logged in or not.
 */

const FIELDS = [
  'app_id',
  'product_id',
  'pay_type',
  'buy_source_id',
  'activity_uuid',
  'pay_scene',
  'trade_type',
  'deduction',
  'out_trade_no',
  'name',
  'platform',
  'contract_uuid',
  'reason_id',
  'reason',
  'out_trade_nos',
  'invoice_type',
  'title_type',
  'title',
  'tax_code',
  'address',
  'phone',
  'bank_name',
  'bank_account',
  'email',
  'id',
  'page',
  'page_size',
  'kind',
  'amount',
  'channel_trade_no',
  'time',
]
const HUGE = 'x'.repeat(100_000)
const nearlyValid = fc.constantFrom<unknown>(
  0,
  1,
  2,
  5,
  6,
  7,
  33,
  128,
  1002,
  2001,
  1101,
  -1,
  1e308,
  0.5,
  true,
  null,
  '',
  ' ',
  '1002',
  'pc',
  'bs',
  'P20260101000000ABCDEFGHJK',
  'demo-contract-103',
  ['P20260101000000ABCDEFGHJK'],
  [],
  {},
  HUGE,
  '\u0000',
  '𠮷'.repeat(30),
  'pay_agreement',
)
const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), nearlyValid)
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((object) => JSON.stringify(object)),
  fc.string({ maxLength: 100 }),
  fc.constantFrom('{', '[1,', 'null', '"x"', HUGE, ''),
)
const query = fc
  .array(
    fc.tuple(fc.constantFrom(...FIELDS), fc.oneof(fc.string({ maxLength: 30 }), nearlyValid.map(String))).map(([key, v]) => `${key}=${encodeURIComponent(v)}`),
    { maxLength: 4 },
  )
  .map((parts) => (parts.length ? `?${parts.join('&')}` : ''))

describe('payment robustness', () => {
  let token: string
  beforeAll(async () => {
    token = await resetPayAsDemo()
  })

  it('every payment path answers < 500 to anything', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.values(payCalls).map((record) => record.path)),
        fc.constantFrom('GET', 'POST'),
        query,
        body,
        fc.boolean(),
        async (path, method, search, raw, loggedIn) => {
          const response = await callPay(`${path}${search}`, { method, rawBody: method === 'GET' ? undefined : raw, token: loggedIn ? token : undefined })
          expect(response.status, `${method} ${path}${search.slice(0, 100)} ${raw.slice(0, 100)}`).toBeLessThan(500)
        },
      ),
      { numRuns: 200 },
    )
  }, 180_000)

  it('the notify endpoint answers < 500 to anything and never credits an unsigned body', async () => {
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.string({ maxLength: 70 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
        async (raw, signature) => {
          const response = await callRaw(`${PAY_NOTIFY_PATH}/sandbox`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
            body: raw,
          })
          expect(response.status).toBeLessThan(500)
          expect(response.status === 401 || response.status === 400).toBe(true)
        },
      ),
      { numRuns: 100 },
    )
  }, 120_000)
})
