import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import worker from './index'
import { nowSeconds } from './lib/clock'
import { DEMO, SANDBOX_ENV } from './test/accounts'
import { createOrder, resetPay, tokenFor } from './test/pay'

describe('the Cron Trigger', () => {
  beforeEach(resetPay)

  it('runs the payment jobs: an order past its 10 minutes is closed; running again changes nothing', async () => {
    const token = await tokenFor(DEMO.main.id)
    const expired = await createOrder(token, 1002)
    const fresh = await createOrder(token, 1002)
    await env.DB.prepare('UPDATE pay_orders SET expires_at = ? WHERE out_trade_no = ?')
      .bind(nowSeconds() - 1, expired)
      .run()
    for (let run = 0; run < 2; run++) {
      const ctx = createExecutionContext()
      await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), SANDBOX_ENV, ctx)
      await waitOnExecutionContext(ctx)
    }
    const states = await env.DB.prepare('SELECT out_trade_no, state FROM pay_orders WHERE out_trade_no IN (?, ?) ORDER BY id').bind(expired, fresh).all()
    expect(states.results).toEqual([
      { out_trade_no: expired, state: 2 },
      { out_trade_no: fresh, state: 0 },
    ])
  })
})
