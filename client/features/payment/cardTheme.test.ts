import { describe, expect, it } from 'vitest'
import { cardColours } from './cardTheme'

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

// Every theme and creative type of cardTheme.ts, and an unknown one (grey).
const THEMES = [0, 2, 3, 5, 6, 101, 102, 103, 999]
const CREATIVE_TYPES = [201, 202, 203, 204]

describe('card band text', () => {
  const cases = [...THEMES.map((theme) => cardColours(theme, null)), ...CREATIVE_TYPES.map((type) => cardColours(0, type))]

  it.each(cases.map((colours) => [colours.band, colours]))('is readable where the name sits, on %s', (_, colours) => {
    // The name and cycle sit at the band's top left, where its 135° gradient starts.
    const start = /#[0-9a-f]{6}/i.exec(colours.band)![0]
    expect(contrast(colours.ink, start)).toBeGreaterThanOrEqual(4.5)
  })

  it('is light on the grey band (the dark text of the other bands vanished on it)', () => {
    expect(contrast(cardColours(0, null).ink, '#23252b')).toBeGreaterThanOrEqual(4.5)
  })
})
