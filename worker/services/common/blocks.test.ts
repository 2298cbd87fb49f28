import { describe, expect, it } from 'vitest'
import { splitList, toBlocks } from './blocks'
import { containsPattern } from './content'

describe('toBlocks', () => {
  it('reads headings, items and paragraphs; blank lines end a paragraph', () => {
    expect(toBlocks('## 标题\n第一行\n接着一行\n\n- 一\n- 二\r\n\r\n结尾')).toEqual([
      { type: 'heading', text: '标题' },
      { type: 'paragraph', text: '第一行接着一行' },
      { type: 'item', text: '一' },
      { type: 'item', text: '二' },
      { type: 'paragraph', text: '结尾' },
    ])
  })

  it('keeps markup as text', () => {
    expect(toBlocks('<script>alert(1)</script>')).toEqual([{ type: 'paragraph', text: '<script>alert(1)</script>' }])
  })

  it('gives nothing for an empty body', () => {
    expect(toBlocks('\n\n  \n')).toEqual([])
  })
})

describe('splitList', () => {
  it('drops blanks around and between commas', () => {
    expect(splitList(' a, b,,c ')).toEqual(['a', 'b', 'c'])
    expect(splitList('')).toEqual([])
  })
})

describe('containsPattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%')
  })
})
