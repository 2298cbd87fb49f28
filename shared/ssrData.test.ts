import { describe, expect, it } from 'vitest'
import { serializeForScript } from './ssrData'

describe('serializeForScript', () => {
  const hostile = {
    html: '</script><script>alert(1)</script>',
    comment: '<!-- --> <!--',
    separators: 'line\u2028paragraph\u2029end',
    amp: 'a & b &amp; c',
    ['</script>key']: ['<', '>', '&', '\u2028', '\u2029'],
    plain: { n: 1.5, ok: true, none: null, text: 'héllo "quoted" \\ back' },
  }
  const text = serializeForScript(hostile)

  it('leaves nothing that could end the script, open a comment or break a line', () => {
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
  })

  it('round-trips through JSON.parse', () => {
    expect(JSON.parse(text)).toEqual(hostile)
  })

  it('serializes plain values like JSON.stringify', () => {
    expect(serializeForScript({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}')
  })
})
