import { describe, expect, it } from 'vitest'
import { imageClockRuns, imageReducer, type ImageEvent, type ImageStatus } from './lazyImage'

const run = (events: ImageEvent[], from: ImageStatus = 'idle') => events.reduce(imageReducer, from)

describe('imageReducer', () => {
  it('starts its clock only when it comes into view (or mounts eagerly)', () => {
    expect(run([])).toBe('idle')
    expect(imageClockRuns('idle')).toBe(false)
    expect(run(['start'])).toBe('loading')
    expect(imageClockRuns('loading')).toBe(true)
  })

  it('shows the image once it loads, even if it loaded before coming into view', () => {
    expect(run(['start', 'load'])).toBe('loaded')
    expect(run(['load'])).toBe('loaded')
    expect(run(['load', 'start'])).toBe('loaded')
    expect(imageClockRuns('loaded')).toBe(false)
  })

  it('gives up when the clock runs out before the image loads', () => {
    expect(run(['start', 'timeout'])).toBe('failed')
    expect(run(['start', 'timeout', 'load'])).toBe('failed')
    expect(imageClockRuns('failed')).toBe(false)
  })

  it('a timeout after loading or before starting changes nothing', () => {
    expect(run(['start', 'load', 'timeout'])).toBe('loaded')
    expect(run(['timeout'])).toBe('idle')
  })

  it('gives up on an error', () => {
    expect(run(['start', 'error'])).toBe('failed')
    expect(run(['error'])).toBe('failed')
    expect(run(['start', 'load', 'error'])).toBe('loaded')
  })
})
