import { describe, expect, it } from 'vitest'
import { toneAt, type SectionBox } from './headerTone'

const page: SectionBox[] = [
  { top: 0, bottom: 800, tone: 'dark' },
  { top: 800, bottom: 1500, tone: 'light' },
  { top: 1500, bottom: 2300, tone: 'dark' },
]
/** The page scrolled by `y`, as the browser reports the boxes. */
const scrolled = (y: number) => page.map((box) => ({ ...box, top: box.top - y, bottom: box.bottom - y }))

describe('toneAt', () => {
  it('takes the section under the header line', () => {
    expect(toneAt(scrolled(0), 64)).toBe('dark')
    expect(toneAt(scrolled(760), 64)).toBe('light')
    expect(toneAt(scrolled(1460), 64)).toBe('dark')
  })

  it('switches exactly when a section reaches the line', () => {
    expect(toneAt(scrolled(800 - 65), 64)).toBe('dark')
    expect(toneAt(scrolled(800 - 64), 64)).toBe('light')
  })

  it('uses the first section above the page and the last below it', () => {
    expect(toneAt(scrolled(-100), 64)).toBe('dark')
    expect(toneAt(scrolled(5000), 64)).toBe('dark')
    expect(toneAt([{ top: 100, bottom: 200, tone: 'light' }], 10)).toBe('light')
  })

  it('has no tone without sections', () => {
    expect(toneAt([], 64)).toBeNull()
  })
})
