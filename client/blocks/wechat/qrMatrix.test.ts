import { create } from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qrMatrix'

/** Reads the dark modules back out of the path. */
function darkModules(path: string): Set<string> {
  const dark = new Set<string>()
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let offset = 0; offset < Number(run); offset++) dark.add(`${Number(x) + offset},${y}`)
  }
  return dark
}

describe('qrPath', () => {
  const text = 'https://www.example.test/__sandbox/wechat/scan?sub_token=abc'

  it('draws exactly the dark modules the qrcode package computes', () => {
    const { size, path } = qrPath(text)
    const { modules } = create(text, { errorCorrectionLevel: 'M' })
    expect(size).toBe(modules.size)
    const dark = darkModules(path)
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) expect(dark.has(`${x},${y}`), `module ${x},${y}`).toBe(!!modules.get(y, x))
    }
  })

  it('starts with the top row of the top-left finder pattern as one run of seven', () => {
    expect(qrPath(text).path.startsWith('M0 0h7v1h-7z')).toBe(true)
  })

  it('grows with the text', () => {
    expect(qrPath('hi').size).toBe(21)
    expect(qrPath('x'.repeat(200)).size).toBeGreaterThan(21)
  })
})
