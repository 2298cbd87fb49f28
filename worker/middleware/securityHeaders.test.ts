import { describe, expect, it } from 'vitest'
import { request } from '../test/helpers'

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
