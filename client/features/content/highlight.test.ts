import { describe, expect, it } from 'vitest'
import { highlight, snippet } from './highlight'

describe('highlight', () => {
  it('marks every occurrence, ignoring case', () => {
    expect(highlight('Mac 与 mac 芯片', 'MAC')).toEqual([
      { text: 'Mac', match: true },
      { text: ' 与 ', match: false },
      { text: 'mac', match: true },
      { text: ' 芯片', match: false },
    ])
  })

  it('leaves text without the keyword, or with an empty keyword, whole', () => {
    expect(highlight('磨皮', '调色')).toEqual([{ text: '磨皮', match: false }])
    expect(highlight('磨皮', '  ')).toEqual([{ text: '磨皮', match: false }])
  })
})

describe('snippet', () => {
  const long = `${'前'.repeat(100)}芯片${'后'.repeat(100)}`

  it('cuts a window around the first occurrence', () => {
    expect(snippet(long, '芯片', 5)).toBe(`…${'前'.repeat(5)}芯片${'后'.repeat(5)}…`)
  })

  it('keeps short text and shortens long text without the keyword', () => {
    expect(snippet('短文本', '芯片')).toBe('短文本')
    expect(snippet(long, '没有', 5)).toBe(`${'前'.repeat(10)}…`)
  })
})
