import { describe, expect, it } from 'vitest'
import { TERM_NOTES } from './termNotesText'

/** Characters as a reader counts them (code points, so no CJK character counts twice). */
const length = (tips: readonly string[]) => tips.reduce((sum, tip) => sum + [...tip].length, 0)

describe('the storage term notes of spec section 9', () => {
  it('piece and token: 4 tips, 228 characters of fine print', () => {
    for (const tips of [TERM_NOTES.piece, TERM_NOTES.token]) {
      expect(tips).toHaveLength(4)
      expect(length(tips)).toBe(228)
    }
  })
  it('storage: 5 tips, 187 characters of fine print', () => {
    expect(TERM_NOTES.storage).toHaveLength(5)
    expect(length(TERM_NOTES.storage)).toBe(187)
  })
  it('say the rules the spec gives: a year from purchase, 1024, 30 days, oldest cloud project first', () => {
    expect(TERM_NOTES.piece.join('')).toContain('自购买之日起一年内有效')
    expect(TERM_NOTES.piece.join('')).toContain('优先使用最先到期的额度')
    expect(TERM_NOTES.storage.join('')).toContain('1024')
    expect(TERM_NOTES.storage.join('')).toContain('保留 30 天')
    expect(TERM_NOTES.storage.join('')).toContain('从旧到新')
  })
})
