import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { HEADERS, WEB_APP_ID } from '../../../shared/api'
import { activityCalls } from '../../../shared/contracts/activity'
import { ServerCode } from '../../../shared/enums'
import { SERVER_MESSAGES } from '../../../shared/messages'
import app from '../../app'
import { SANDBOX_CAPTCHA, SANDBOX_ENV } from '../../test/accounts'
import { ORIGIN } from '../../test/helpers'
import { resetActivityDemo } from '../../test/activity'

/** Sends from one address before a captcha is asked (SMS_CAPTCHA_AFTER of the test bindings). */
const CAPTCHA_AFTER = Number(env.SMS_CAPTCHA_AFTER)

const IP = '192.0.2.44'

async function send(phone: string, captcha?: string) {
  const headers = { [HEADERS.appId]: WEB_APP_ID, origin: ORIGIN, 'cf-connecting-ip': IP, 'content-type': 'application/json' }
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(`${ORIGIN}/api/activity${activityCalls.sendVerifyCode.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone, captcha_verify_param: captcha }),
    }),
    SANDBOX_ENV,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return (await response.json()) as { code: number; msg: string }
}

beforeEach(resetActivityDemo)

describe('activity code sends', () => {
  it('need a captcha after 3 from one address within the hour, like the main login', async () => {
    for (let count = 0; count < CAPTCHA_AFTER; count++) {
      expect(await send(`1373000000${count}`)).toMatchObject({ code: 0 })
    }
    expect(await send('13730000009')).toEqual({
      code: ServerCode.CaptchaRequired,
      msg: SERVER_MESSAGES.captchaRequired,
      data: { captcha: { kind: 'sandbox' } },
    })
    expect(await send('13730000009', SANDBOX_CAPTCHA)).toMatchObject({ code: 0 })
  })
})
