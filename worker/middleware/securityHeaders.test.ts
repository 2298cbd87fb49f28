import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import app from '../app'
import type { Bindings } from '../env'
import { ORIGIN, request } from '../test/helpers'
import { ALIYUN_CAPTCHA_SDK_URL } from '../../shared/contracts/captcha'
import { ALIYUN_CAPTCHA_SOURCES } from './securityHeaders'

function directives(policy: string): Map<string, string> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+(.*)/s) as [string, string]))
}

describe('the content security policy of a page', () => {
  it('lets style sheets in by file or nonce only, and inline styles as attributes only', async () => {
    const response = await request('/')
    const html = await response.text()
    const policy = directives(response.headers.get('content-security-policy')!)
    const nonce = /nonce="([^"]+)"/.exec(html)![1]!

    expect(policy.get('style-src-elem')).toBe(`'self' 'nonce-${nonce}'`)
    expect(policy.get('style-src-attr')).toBe("'unsafe-inline'")
    expect(policy.get('style-src')).not.toContain('unsafe-inline')
    expect(policy.get('script-src')).not.toContain('unsafe-inline')
    // Every style element the page carries has the response's nonce.
    for (const [, attributes] of html.matchAll(/<style([^>]*)>/g)) expect(attributes).toContain(`nonce="${nonce}"`)
  })
})

async function policyOf(bindings: Bindings): Promise<Map<string, string>> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}/`), bindings, ctx)
  await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return directives(response.headers.get('content-security-policy')!)
}

const REAL_CAPTCHA = {
  ALIYUN_ACCESS_KEY_ID: 'LTAIfake',
  ALIYUN_ACCESS_KEY_SECRET: 'fake-secret',
  ALIYUN_CAPTCHA_SCENE_ID: 'scene01',
  ALIYUN_CAPTCHA_PREFIX: 'abc123',
}

describe("the CSP and Alibaba Cloud's captcha", () => {
  it('admits nothing of Alibaba Cloud with the sandbox captcha or with no captcha configured', async () => {
    for (const bindings of [
      { ...env, SANDBOX: 'on', ...REAL_CAPTCHA },
      { ...env, SANDBOX: 'off', ALIYUN_ACCESS_KEY_ID: 'LTAIfake', ALIYUN_ACCESS_KEY_SECRET: 'fake-secret' },
    ]) {
      const policy = await policyOf(bindings)
      expect([...policy.values()].join(' ')).not.toMatch(/alicdn|aliyuncs/)
    }
  })

  it("admits exactly the captcha SDK's sources when the real captcha is configured", async () => {
    const policy = await policyOf({ ...env, SANDBOX: 'off', ...REAL_CAPTCHA })
    const extra = (name: string, base: string) => policy.get(name)!.replace(base, '').trim().split(/\s+/).filter(Boolean)
    // The SDK file the browser loads is under an admitted script source.
    expect(ALIYUN_CAPTCHA_SOURCES.script.some((source) => ALIYUN_CAPTCHA_SDK_URL.startsWith(source))).toBe(true)
    expect(extra('script-src', `'self' ${policy.get('script-src')!.split(' ')[1]} https://res.wx.qq.com/open/js/jweixin-1.6.0.js`)).toEqual([
      ...ALIYUN_CAPTCHA_SOURCES.script,
    ])
    expect(extra('img-src', "'self' data: blob:")).toEqual([...ALIYUN_CAPTCHA_SOURCES.img])
    expect(extra('connect-src', "'self'")).toEqual([...ALIYUN_CAPTCHA_SOURCES.connect])
    expect(policy.get('style-src-elem')).toMatch(/^'self' 'nonce-[^']+' https:\/\/g\.alicdn\.com\/captcha-frontend\/$/)
    // Nothing is relaxed on the way: no wildcard host of Alibaba's and no inline scripts.
    expect(policy.get('script-src')).not.toContain('unsafe-inline')
    expect(policy.get('script-src')).not.toMatch(/\*\.alicdn/)
    expect(policy.get('default-src')).toBe("'self'")
  })
})
