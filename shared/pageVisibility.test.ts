import { describe, expect, it } from 'vitest'
import { ALL_PAGE_BITS, isEntryHidden, isPageHidden, PageVisibility } from './pageVisibility'

describe('the page-visibility bit set', () => {
  it('has the spec values: Index 1, Help 2, Download 4, Complete 8', () => {
    expect(PageVisibility).toEqual({ Index: 1, Help: 2, Download: 4, Complete: 8 })
    expect(ALL_PAGE_BITS).toBe(15)
  })

  it('hides exactly the pages whose bits are set', () => {
    const hidden = PageVisibility.Help | PageVisibility.Complete
    expect(isPageHidden(hidden, PageVisibility.Help)).toBe(true)
    expect(isPageHidden(hidden, PageVisibility.Complete)).toBe(true)
    expect(isPageHidden(hidden, PageVisibility.Index)).toBe(false)
    expect(isPageHidden(hidden, PageVisibility.Download)).toBe(false)
  })

  it('hides nothing when no bit is set or the config is missing', () => {
    for (const page of Object.values(PageVisibility)) {
      expect(isPageHidden(0, page)).toBe(false)
      expect(isPageHidden(undefined, page)).toBe(false)
    }
  })

  it('maps an entry to its page by path, ignoring query and hash, and leaves other paths shown', () => {
    expect(isEntryHidden(PageVisibility.Index, '/')).toBe(true)
    expect(isEntryHidden(PageVisibility.Download, '/download?channel=trial')).toBe(true)
    expect(isEntryHidden(PageVisibility.Help, '/help#faq')).toBe(true)
    expect(isEntryHidden(PageVisibility.Help, '/download')).toBe(false)
    expect(isEntryHidden(ALL_PAGE_BITS, '/guide')).toBe(false)
    expect(isEntryHidden(ALL_PAGE_BITS, '/pixsoda/download')).toBe(false)
  })
})
