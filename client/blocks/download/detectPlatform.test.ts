import { describe, expect, it } from 'vitest'
import { detectPlatform, isAppleChipRenderer } from './detectPlatform'

const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('isAppleChipRenderer', () => {
  it.each([
    ['ANGLE (Apple, ANGLE Metal Renderer: Apple M1 Pro, Unspecified Version)', true],
    ['Apple M2', true],
    ['Apple M4 Max', true],
    ['Apple GPU', false],
    ['ANGLE (Intel, Intel(R) Iris(TM) Plus Graphics 655, OpenGL 4.1)', false],
    ['AMD Radeon Pro 5500M OpenGL Engine', false],
    ['apple m1', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (renderer, expected) => {
    expect(isAppleChipRenderer(renderer)).toBe(expected)
  })
})

describe('detectPlatform', () => {
  const hints = (userAgent: string, renderer: string | null = null, maxTouchPoints = 0) => ({ userAgent, renderer, maxTouchPoints })

  it('tells the Mac builds apart by the renderer (every Mac reports "Intel Mac OS X")', () => {
    expect(detectPlatform(hints(MAC_UA, 'ANGLE (Apple, ANGLE Metal Renderer: Apple M3, Unspecified Version)'))).toBe('mac_arm')
    expect(detectPlatform(hints(MAC_UA, 'Intel(R) UHD Graphics 630'))).toBe('mac')
    expect(detectPlatform(hints(MAC_UA, null))).toBe('mac')
  })

  it('recognises an iPad that reports a Mac user agent by its touch points', () => {
    expect(detectPlatform(hints(MAC_UA, 'Apple GPU', 5))).toBe('iPad')
    expect(detectPlatform(hints('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)'))).toBe('iPad')
  })

  it('recognises phones and Windows', () => {
    expect(detectPlatform(hints('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)'))).toBe('iPhone')
    expect(detectPlatform(hints('Mozilla/5.0 (Linux; Android 14; Pixel 8)'))).toBe('android')
    expect(detectPlatform(hints('Mozilla/5.0 (Windows NT 10.0; Win64; x64)'))).toBe('win')
  })

  it('has no answer for other systems', () => {
    expect(detectPlatform(hints('Mozilla/5.0 (X11; Linux x86_64)'))).toBeNull()
  })
})
