import type { APIRequestContext } from '@playwright/test'
import { md5 } from 'js-md5'
import { HEADERS, WEB_APP_ID } from '../../shared/api'
import { DEFAULT_PHONE_CC } from '../../shared/constants'
import { LoginKind, LoginType } from '../../shared/enums'
import { SANDBOX_CAPTCHA, smsCode } from '../sandbox'
import { expect, type EngineTab } from './fixtures'

/**
 * Logs a phone in from inside the tab, with the requests the login dialog sends, so the
 * session cookie lands in this engine's cookie jar; the code is read back from the sandbox.
 */
export async function logInInTab(tab: EngineTab, request: APIRequestContext, phone: string) {
  const post = (path: string, body: unknown) =>
    tab.evaluate(
      async (url: string, json: string, appIdHeader: string, appId: string) => {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [appIdHeader]: appId }, body: json })
        return ((await response.json()) as { code: number }).code
      },
      path,
      JSON.stringify(body),
      HEADERS.appId,
      WEB_APP_ID,
    )
  expect(
    await post('/api/main/v1/user/send_verify_code', { phone, phone_cc: DEFAULT_PHONE_CC, scene: LoginType.Login, captcha_verify_param: SANDBOX_CAPTCHA }),
  ).toBe(0)
  const code = await smsCode(request, phone, LoginType.Login)
  expect(await post('/api/main/v1/ow/login', { phone, verify_code: md5(code), login_method: LoginKind.VerifyCode })).toBe(0)
}
