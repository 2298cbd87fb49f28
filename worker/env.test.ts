import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ConfigError, PROVIDER_GROUPS, providerGroup, readConfig, type Bindings, type ProviderGroup, type ProviderGroupName } from './env'
import envSource from './env.ts?raw'

/** A value each variable accepts, so that a group can be set whole. */
const VALID: Partial<Record<keyof Bindings, string>> = {
  WECHATPAY_APIV3_KEY: '0123456789abcdef0123456789abcdef',
  WECHATPAY_PAPAY_PLAN_ID: '12535',
  ALIPAY_AGREEMENT_SIGN_SCENE: 'INDUSTRY|DIGITAL_MEDIA',
  ALIPAY_GATEWAY: 'https://openapi.alipay.test/gateway.do',
  UNIONPAY_CERT_ID: '69629715588',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001',
  WECHAT_OA_APPID: 'wx0123456789abcdef',
  ADMIN_ACCESS_TEAM_DOMAIN: 'https://team.cloudflareaccess.test',
  ADMIN_ACCESS_AUD: 'a'.repeat(64),
  ADMIN_ROLES: 'someone@example.com=viewer',
}
const valueOf = (name: keyof Bindings) => VALID[name] ?? (name.endsWith('_ORIGIN') || name.endsWith('_GATEWAY') ? 'https://peer.test' : `test-${name}`)
const setting = (names: readonly (keyof Bindings)[]) => Object.fromEntries(names.map((name) => [name, valueOf(name)]))

/** A group whole, with what it builds on and what the console needs with Access. */
function whole(key: string): Partial<Bindings> {
  const group: ProviderGroup = PROVIDER_GROUPS[key as ProviderGroupName]
  const base = group.needs ? PROVIDER_GROUPS[group.needs as ProviderGroupName].required : []
  return { ...setting([...base, ...group.required, ...(group.optional ?? [])]), ...(key === 'access' ? { ADMIN_ROLES: VALID.ADMIN_ROLES } : {}) }
}

/** The message the configuration is refused with, or null when it is accepted. */
function refusal(overrides: Partial<Bindings>): string | null {
  try {
    readConfig({ ...env, SANDBOX: 'off', ...overrides } as Bindings)
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
}

describe('the providers’ variables, in groups', () => {
  it.each(Object.keys(PROVIDER_GROUPS))('%s: accepted whole, and off with none set', (key) => {
    expect(refusal(whole(key))).toBeNull()
    expect(refusal({})).toBeNull()
  })

  it.each(Object.keys(PROVIDER_GROUPS))('%s: each variable missing from the group is named', (key) => {
    const group: ProviderGroup = PROVIDER_GROUPS[key as ProviderGroupName]
    for (const name of group.required) {
      const partial = { ...whole(key), [name]: undefined }
      if (group.required.length === 1) {
        // A group of one is off without it; what came with it is refused, naming the group.
        for (const extra of group.optional ?? []) expect(refusal(partial)).toContain(`${extra} is set without ${group.name}`)
        continue
      }
      expect(refusal(partial)).toContain(`${name} is required with`)
      expect(refusal(partial)).toContain(group.name)
    }
  })

  it('counts an empty variable as unset', () => {
    expect(refusal({ ...whole('alipay'), ALIPAY_PUBLIC_KEY: '' })).toMatch(
      /ALIPAY_PUBLIC_KEY is required with ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY: Alipay needs all/,
    )
  })

  it('refuses an extra without its group: a test origin, an auto-renewal plan', () => {
    expect(refusal({ WECHAT_API_ORIGIN: 'https://peer.test' })).toContain(
      'WECHAT_API_ORIGIN is set without the WeChat official account (WECHAT_OA_APPID, WECHAT_OA_SECRET)',
    )
    expect(refusal({ WECHATPAY_PAPAY_PLAN_ID: '12535' })).toContain('WECHATPAY_PAPAY_PLAN_ID is set without WeChat Pay')
  })

  it('refuses SMS and the captcha without the Alibaba Cloud AccessKey they sign with', () => {
    const sms = { ALIYUN_SMS_SIGN_NAME: '修图助手', ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000001' }
    expect(refusal(sms)).toContain(
      'ALIYUN_ACCESS_KEY_ID is required with ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE: Alibaba Cloud SMS needs the Alibaba Cloud AccessKey',
    )
    expect(refusal({ ...sms, ALIYUN_ACCESS_KEY_ID: 'LTAIfake', ALIYUN_ACCESS_KEY_SECRET: 'secret' })).toBeNull()
    // The AccessKey with SMS alone leaves the captcha off.
    expect(refusal({ ...sms, ALIYUN_ACCESS_KEY_ID: 'LTAIfake', ALIYUN_ACCESS_KEY_SECRET: 'secret', ALIYUN_CAPTCHA_SCENE_ID: 'scene01' })).toContain(
      'ALIYUN_CAPTCHA_PREFIX is required with ALIYUN_CAPTCHA_SCENE_ID',
    )
  })

  it('lists every problem at once, and checks each value’s shape', () => {
    const message = refusal({ UNIONPAY_MER_ID: '777290058110048', APPLE_API_ORIGIN: 'https://apple.test', ALIYUN_SMS_TEMPLATE_CODE: 'template' })!
    expect(message).toContain('UNIONPAY_SIGN_KEY is required')
    expect(message).toContain('UNIONPAY_ROOT_CERT is required')
    expect(message).toContain('APPLE_API_ORIGIN is set without Sign in with Apple')
    expect(refusal({ ALIYUN_SMS_TEMPLATE_CODE: 'template' })).toContain('ALIYUN_SMS_TEMPLATE_CODE must be a template code like SMS_123456789')
    expect(refusal({ WECHAT_OA_APPID: 'appid', WECHAT_OA_SECRET: 's' })).toContain("WECHAT_OA_APPID must be the official account's AppID")
  })

  it('names every provider variable the worker declares in a group', () => {
    const grouped = new Set<string>(Object.values<ProviderGroup>(PROVIDER_GROUPS).flatMap((group) => [...group.required, ...(group.optional ?? [])]))
    const bindings = envSource.slice(envSource.indexOf('export interface Bindings {'), envSource.indexOf('\n}\n'))
    const providers = [...bindings.matchAll(/^ {2}((?:WECHATPAY|ALIPAY|UNIONPAY|ALIYUN|WECHAT|APPLE|ADMIN_ACCESS)_\w+)\?:/gm)].map((match) => match[1]!)
    expect(providers.length).toBeGreaterThan(30)
    expect(providers.filter((name) => !grouped.has(name))).toEqual([])
  })

  it('hands a provider its group whole, with the group it builds on, or null when it is off', () => {
    const config = readConfig({ ...env, SANDBOX: 'off', ...whole('aliyunSms'), ALIYUN_SMS_API_ORIGIN: 'https://sms.test/' } as Bindings)
    const sms = providerGroup(config, 'aliyunSms')
    expect(sms && [sms.ALIYUN_ACCESS_KEY_ID, sms.ALIYUN_SMS_TEMPLATE_CODE, sms.ALIYUN_SMS_API_ORIGIN]).toEqual([
      'test-ALIYUN_ACCESS_KEY_ID',
      'SMS_000001',
      'https://sms.test',
    ])
    expect(providerGroup(config, 'aliyunCaptcha')).toBeNull()
    expect(providerGroup(readConfig({ ...env, SANDBOX: 'off', ...whole('aliyun') } as Bindings), 'aliyunSms')).toBeNull()
  })
})
