import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { md5 } from 'js-md5'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { userCalls } from '../../shared/contracts/user'
import { sendVerifyCodeResponse } from '../../shared/contracts/schemas/user'
import { LoginKind, LoginType, ServerCode } from '../../shared/enums'
import { SERVER_MESSAGES } from '../../shared/messages'
import { api, SANDBOX_ENV, codeFor, SANDBOX_CAPTCHA, cookieToken, callApi, DEMO, loginByPhone, readInbox, wrongMd5 } from '../test/accounts'
import { resetDatabase } from '../test/resetDatabase'
import { fakeAliyunPeer } from '../test/fakeAliyunPeer'
import { chinaDayStartOf } from '../../shared/chinaTime'
import { CODE_POLICY, generateCode } from './codes'

/** Sends from one address before a captcha is asked (SMS_CAPTCHA_AFTER of the test bindings). */
const CAPTCHA_AFTER = Number(env.SMS_CAPTCHA_AFTER)

const PHONE = '13712345678'
/** 10:00 in China. */
const START = new Date('2026-11-22T02:00:00Z')

function at(secondsLater: number) {
  vi.setSystemTime(START.getTime() + secondsLater * 1000)
}

function login(phone: string, verify_code: string) {
  return api(userCalls.login.path, { body: { phone, verify_code, login_method: LoginKind.VerifyCode } })
}

function send(phone: string, ip?: string, captcha?: string) {
  return api(userCalls.sendVerifyCode.path, { body: { phone, scene: LoginType.Login, captcha_verify_param: captcha }, ip })
}

beforeEach(async () => {
  await resetDatabase()
  vi.useFakeTimers({ toFake: ['Date'] })
  at(0)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('codes', () => {
  it('are six digits from the CSPRNG', () => {
    fc.assert(
      fc.property(fc.integer(), () => /^\d{6}$/.test(generateCode())),
      { numRuns: 500 },
    )
    const seen = new Set(Array.from({ length: 200 }, generateCode))
    expect(seen.size).toBeGreaterThan(190)
  })

  it('reach the sandbox inbox in plain and are stored only as a hash', async () => {
    const sent = await send(PHONE)
    expect(sendVerifyCodeResponse.parse(sent)).toMatchObject({ code: 0, data: null })
    const { code, scene } = await readInbox(PHONE)
    expect(code).toMatch(/^\d{6}$/)
    expect(scene).toBe(LoginType.Login)
    const stored = await env.DB.prepare('SELECT * FROM verification_codes WHERE phone = ?').bind(PHONE).all<Record<string, unknown>>()
    expect(stored.results).toHaveLength(1)
    const values = Object.values(stored.results[0]!).map(String)
    expect(values).not.toContain(code)
    expect(values).not.toContain(md5(code))
    expect(stored.results[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('log in once: the same code again is refused', async () => {
    const codeMd5 = await codeFor(PHONE)
    expect(await login(PHONE, codeMd5)).toMatchObject({ code: 0 })
    expect(await login(PHONE, codeMd5)).toMatchObject({ code: ServerCode.VerifyCodeExpired, msg: SERVER_MESSAGES.verifyCodeExpired })
  })

  it('are valid for 5 minutes', async () => {
    const codeMd5 = await codeFor(PHONE)
    at(CODE_POLICY.lifetimeSeconds - 1)
    expect(await login(PHONE, codeMd5)).toMatchObject({ code: 0 })
  })

  it('expire after 5 minutes', async () => {
    const codeMd5 = await codeFor(PHONE)
    at(CODE_POLICY.lifetimeSeconds)
    expect(await login(PHONE, codeMd5)).toMatchObject({ code: ServerCode.VerifyCodeExpired, msg: SERVER_MESSAGES.verifyCodeExpired })
  })

  it('are burnt by the fifth wrong try, even for the right code afterwards', async () => {
    const codeMd5 = await codeFor(PHONE)
    for (let attempt = 1; attempt < CODE_POLICY.maxAttempts; attempt++) {
      expect(await login(PHONE, wrongMd5(codeMd5))).toMatchObject({ code: ServerCode.VerifyCodeWrong, msg: SERVER_MESSAGES.verifyCodeWrong })
    }
    expect(await login(PHONE, wrongMd5(codeMd5))).toMatchObject({ code: ServerCode.VerifyCodeBurnt, msg: SERVER_MESSAGES.verifyCodeBurnt })
    expect(await login(PHONE, codeMd5)).toMatchObject({ code: ServerCode.VerifyCodeBurnt })
  })

  it('once burnt, a new one may be sent within the cooldown, and it logs in', async () => {
    const codeMd5 = await codeFor(PHONE)
    for (let attempt = 1; attempt < CODE_POLICY.maxAttempts; attempt++) await login(PHONE, wrongMd5(codeMd5))
    // Four wrong tries leave the code usable, so the cooldown still holds.
    expect(await send(PHONE)).toMatchObject({ code: ServerCode.SendTooOften })
    expect(await login(PHONE, wrongMd5(codeMd5))).toMatchObject({ code: ServerCode.VerifyCodeBurnt })
    at(1)
    const fresh = await codeFor(PHONE)
    expect(await login(PHONE, fresh)).toMatchObject({ code: 0 })
  })

  it('still work after four wrong tries', async () => {
    const codeMd5 = await codeFor(PHONE)
    for (let attempt = 1; attempt < CODE_POLICY.maxAttempts; attempt++) await login(PHONE, wrongMd5(codeMd5))
    expect(await login(PHONE, codeMd5)).toMatchObject({ code: 0 })
  })

  it('are refused for a phone nobody sent a code to', async () => {
    expect(await login(PHONE, md5('123456'))).toMatchObject({ code: ServerCode.VerifyCodeWrong })
  })

  it('belong to their scene: a cancel code does not log in', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    at(CODE_POLICY.cooldownSeconds)
    const cancelMd5 = await codeFor(DEMO.main.phone, LoginType.Cancel, { token })
    expect(await login(DEMO.main.phone, cancelMd5)).toMatchObject({ code: ServerCode.VerifyCodeExpired })
  })
})

describe('sending', () => {
  it('waits 60 s between sends to one phone, and a new code replaces the old one', async () => {
    const first = await codeFor(PHONE)
    expect(await send(PHONE)).toMatchObject({ status: 200, code: ServerCode.SendTooOften, msg: SERVER_MESSAGES.sendTooOften })
    at(CODE_POLICY.cooldownSeconds - 1)
    expect(await send(PHONE)).toMatchObject({ code: ServerCode.SendTooOften })
    at(CODE_POLICY.cooldownSeconds)
    const second = await codeFor(PHONE)
    // Only the latest code counts: the earlier one is now just a wrong code.
    if (first !== second) expect(await login(PHONE, first)).toMatchObject({ code: ServerCode.VerifyCodeWrong })
    expect(await login(PHONE, second)).toMatchObject({ code: 0 })
  })

  it('counts the cooldown per scene: a security code may follow a login code at once', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    expect(await api(userCalls.sendVerifyCode.path, { body: { phone: DEMO.main.phone, scene: LoginType.Security }, token })).toMatchObject({ code: 0 })
    expect(await api(userCalls.sendVerifyCode.path, { body: { phone: DEMO.main.phone, scene: LoginType.Security }, token })).toMatchObject({
      code: ServerCode.SendTooOften,
    })
  })

  it('sends at most 10 codes a day to one phone, again from midnight China time', async () => {
    for (let count = 0; count < CODE_POLICY.perPhonePerDay; count++) {
      at(count * CODE_POLICY.cooldownSeconds)
      expect(await send(PHONE, undefined, SANDBOX_CAPTCHA)).toMatchObject({ code: 0 })
    }
    at(CODE_POLICY.perPhonePerDay * CODE_POLICY.cooldownSeconds)
    expect(await send(PHONE, undefined, SANDBOX_CAPTCHA)).toMatchObject({ code: ServerCode.DailySendLimit, msg: SERVER_MESSAGES.dailySendLimit })
    const midnight = chinaDayStartOf(START.getTime() / 1000) + 24 * 60 * 60
    vi.setSystemTime(midnight * 1000 - 1000)
    expect(await send(PHONE, undefined, SANDBOX_CAPTCHA)).toMatchObject({ code: ServerCode.DailySendLimit })
    vi.setSystemTime(midnight * 1000)
    expect(await send(PHONE, undefined, SANDBOX_CAPTCHA)).toMatchObject({ code: 0 })
  })

  it('sends at most 50 codes a day from one IP', async () => {
    const ip = '198.51.100.9'
    for (let count = 0; count < CODE_POLICY.perIpPerDay; count++) {
      expect(await send(`1371000${String(count).padStart(4, '0')}`, ip, SANDBOX_CAPTCHA)).toMatchObject({ code: 0 })
    }
    expect(await send('13719999999', ip, SANDBOX_CAPTCHA)).toMatchObject({ code: ServerCode.SendTooOften })
    expect(await send('13719999999', '198.51.100.10')).toMatchObject({ code: 0 })
  })

  it('needs a captcha after 3 sends from one address within the hour (code 45), the sandbox passing any token', async () => {
    const ip = '198.51.100.20'
    for (let count = 0; count < CAPTCHA_AFTER; count++) {
      expect(await send(`1372000000${count}`, ip)).toMatchObject({ code: 0 })
    }
    const refused = await send('13720000009', ip)
    // The refusal names the widget to show: the sandbox's stand-in here.
    expect(refused).toMatchObject({
      status: 200,
      code: ServerCode.CaptchaRequired,
      msg: SERVER_MESSAGES.captchaRequired,
      data: { captcha: { kind: 'sandbox' } },
    })
    expect(await send('13720000009', ip, '')).toMatchObject({ code: ServerCode.CaptchaRequired })
    // Refused sends count for nothing: no code went out, no limit was spent.
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM code_sends WHERE ip = ?').bind(ip).first<number>('n')
    expect(stored).toBe(CAPTCHA_AFTER)
    expect(await send('13720000009', ip, SANDBOX_CAPTCHA)).toMatchObject({ code: 0 })
    expect((await readInbox('13720000009')).code).toMatch(/^\d{6}$/)
    // Another address is not held up, and the hour passing frees this one.
    expect(await send('13720000008', '198.51.100.21')).toMatchObject({ code: 0 })
    at(CODE_POLICY.captchaWindowSeconds)
    expect(await send('13720000007', ip)).toMatchObject({ code: 0 })
  })

  it('asks no captcha when SMS_CAPTCHA_AFTER is unset (the default until the browser shows one)', async () => {
    const ip = '198.51.100.23'
    const bindings = { ...SANDBOX_ENV, SMS_CAPTCHA_AFTER: undefined }
    for (let count = 0; count <= CAPTCHA_AFTER + 1; count++) {
      expect(await api(userCalls.sendVerifyCode.path, { body: { phone: `1372300000${count}`, scene: LoginType.Login }, ip, bindings })).toMatchObject({
        code: 0,
      })
    }
  })

  it('keeps the per-phone cooldown with a passed captcha', async () => {
    const ip = '198.51.100.22'
    for (let count = 0; count < CAPTCHA_AFTER; count++) {
      expect(await send(`1372100000${count}`, ip)).toMatchObject({ code: 0 })
    }
    expect(await send('13721000000', ip, SANDBOX_CAPTCHA)).toMatchObject({ code: ServerCode.SendTooOften })
  })

  it('does not ask a logged-in account for a captcha for codes to its own phone', async () => {
    for (let count = 0; count < CAPTCHA_AFTER; count++) {
      expect(await send(`1372200000${count}`)).toMatchObject({ code: 0 })
    }
    expect(await send('13722000009')).toMatchObject({ code: ServerCode.CaptchaRequired })
    // (The login's own code is sent with a passed captcha, as a browser past the limit would.)
    const token = await loginByPhone(DEMO.main.phone)
    expect(await api(userCalls.sendVerifyCode.path, { body: { phone: DEMO.main.phone, scene: LoginType.Security }, token })).toMatchObject({ code: 0 })
  })

  it('with the sandbox off, sends through Alibaba Cloud SMS and its captcha (fake peers); a refused send is 503', async () => {
    const secret = 'fake-secret'
    const real = {
      ...env,
      SANDBOX: 'off',
      ALIYUN_ACCESS_KEY_ID: 'LTAIfake',
      ALIYUN_ACCESS_KEY_SECRET: secret,
      ALIYUN_SMS_SIGN_NAME: '修图助手',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
      ALIYUN_CAPTCHA_SCENE_ID: 'scene01',
      ALIYUN_CAPTCHA_PREFIX: 'abc123',
      ALIYUN_SMS_API_ORIGIN: 'https://aliyun.fake.test',
      ALIYUN_CAPTCHA_API_ORIGIN: 'https://aliyun.fake.test',
    }
    let smsAnswer = { Code: 'OK', Message: 'OK' }
    const peer = fakeAliyunPeer('https://aliyun.fake.test', secret, ({ action, params }) =>
      action === 'SendSms' ? smsAnswer : { Code: 'Success', Result: { VerifyResult: params.CaptchaVerifyParam === 'passed' } },
    )
    try {
      const sendReal = (phone: string, captcha?: string) =>
        api(userCalls.sendVerifyCode.path, { body: { phone, scene: LoginType.Login, captcha_verify_param: captcha }, ip: '198.51.100.30', bindings: real })
      for (let count = 0; count < CAPTCHA_AFTER; count++) {
        expect(await sendReal(`1372300000${count}`)).toMatchObject({ code: 0 })
      }
      expect(peer.seen.filter((seen) => seen.action === 'SendSms').map((seen) => seen.params.PhoneNumbers)).toEqual([
        '13723000000',
        '13723000001',
        '13723000002',
      ])
      expect(await sendReal('13723000009')).toMatchObject({
        code: ServerCode.CaptchaRequired,
        data: { captcha: { kind: 'aliyun', scene_id: 'scene01', prefix: 'abc123', region: 'cn' } },
      })
      expect(await sendReal('13723000009', 'forged')).toMatchObject({ code: ServerCode.CaptchaRequired })
      expect(await sendReal('13723000009', 'passed')).toMatchObject({ code: 0 })
      smsAnswer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' }
      expect(await sendReal('13723000008', 'passed')).toMatchObject({ status: 503, code: ServerCode.ProviderUnavailable, msg: SERVER_MESSAGES.smsSendFailed })
    } finally {
      peer.restore()
    }
  })

  it('with the sandbox off and no captcha configured, a send past the limit is refused with nothing to solve', async () => {
    const sms = {
      ...env,
      SANDBOX: 'off',
      ALIYUN_ACCESS_KEY_ID: 'LTAIfake',
      ALIYUN_ACCESS_KEY_SECRET: 'fake-secret',
      ALIYUN_SMS_SIGN_NAME: '修图助手',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
      ALIYUN_SMS_API_ORIGIN: 'https://aliyun.fake.test',
    }
    const peer = fakeAliyunPeer('https://aliyun.fake.test', 'fake-secret', () => ({ Code: 'OK', Message: 'OK' }))
    try {
      for (let count = 0; count < CAPTCHA_AFTER; count++) {
        expect(
          await api(userCalls.sendVerifyCode.path, { body: { phone: `1372400000${count}`, scene: LoginType.Login }, ip: '198.51.100.31', bindings: sms }),
        ).toMatchObject({ code: 0 })
      }
      expect(
        await api(userCalls.sendVerifyCode.path, {
          body: { phone: '13724000009', scene: LoginType.Login, captcha_verify_param: 'anything' },
          ip: '198.51.100.31',
          bindings: sms,
        }),
      ).toMatchObject({
        code: ServerCode.CaptchaRequired,
        data: { captcha: null },
      })
    } finally {
      peer.restore()
    }
  })

  it('answers 503 when no SMS provider is configured (sandbox off)', async () => {
    const response = await callApi(userCalls.sendVerifyCode.path, { body: { phone: PHONE, scene: LoginType.Login }, bindings: { ...env, SANDBOX: 'off' } })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ code: ServerCode.ProviderUnavailable, msg: SERVER_MESSAGES.smsUnavailable, data: null })
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM code_sends').first<number>('n')
    expect(stored).toBe(0)
  })

  it('sends cancel and security codes only to the phone of the logged-in account', async () => {
    const anonymous = await callApi(userCalls.sendVerifyCode.path, { body: { phone: DEMO.main.phone, scene: LoginType.Security } })
    expect(anonymous.status).toBe(401)
    expect(cookieToken(anonymous)).toBeNull()
    const token = await loginByPhone(DEMO.main.phone)
    const other = await api(userCalls.sendVerifyCode.path, { body: { phone: DEMO.vip.phone, scene: LoginType.Cancel }, token })
    expect(other).toMatchObject({ status: 400, code: ServerCode.InvalidRequest, msg: SERVER_MESSAGES.notOwnPhone })
    at(CODE_POLICY.cooldownSeconds)
    expect(await api(userCalls.sendVerifyCode.path, { body: { phone: DEMO.main.phone, scene: LoginType.Security }, token })).toMatchObject({ code: 0 })
    expect((await readInbox(DEMO.main.phone)).scene).toBe(LoginType.Security)
  })
})
