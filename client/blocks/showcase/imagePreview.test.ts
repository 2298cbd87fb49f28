import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canZoomIn,
  canZoomOut,
  PREVIEW_INITIAL,
  PREVIEW_MAX_SCALE,
  PREVIEW_MIN_SCALE,
  PREVIEW_ZOOM_STEP,
  previewKeyAction,
  previewReducer,
  type PreviewAction,
} from './imagePreview'

const run = (actions: PreviewAction[]) => actions.reduce(previewReducer, PREVIEW_INITIAL)
const times = (n: number, action: PreviewAction) => Array.from({ length: n }, () => action)

describe('image preview zoom', () => {
  it('uses the spec numbers: 1.2 per step, scale 0.5 to 3', () => {
    expect(PREVIEW_ZOOM_STEP).toBe(1.2)
    expect(PREVIEW_MIN_SCALE).toBe(0.5)
    expect(PREVIEW_MAX_SCALE).toBe(3)
    expect(PREVIEW_INITIAL.scale).toBe(1)
  })

  it('zooms by 1.2 per step in and out', () => {
    expect(run([{ type: 'zoomIn' }]).scale).toBe(1.2)
    expect(run([{ type: 'zoomIn' }, { type: 'zoomIn' }]).scale).toBe(1.44)
    expect(run([{ type: 'zoomOut' }]).scale).toBeCloseTo(1 / 1.2, 6)
  })

  it('stops at 3 zooming in and at 0.5 zooming out', () => {
    // 1.2^6 = 2.99, 1.2^7 = 3.58: the seventh step is clamped to 3.
    expect(run(times(6, { type: 'zoomIn' })).scale).toBeCloseTo(2.986, 3)
    expect(run(times(7, { type: 'zoomIn' })).scale).toBe(3)
    expect(run(times(20, { type: 'zoomIn' })).scale).toBe(3)
    // 1.2^-3 = 0.579, 1.2^-4 = 0.482: the fourth step is clamped to 0.5.
    expect(run(times(3, { type: 'zoomOut' })).scale).toBeCloseTo(0.5787, 4)
    expect(run(times(4, { type: 'zoomOut' })).scale).toBe(0.5)
    expect(run(times(20, { type: 'zoomOut' })).scale).toBe(0.5)
  })

  it('keeps the same state object at a limit (no re-render)', () => {
    const atMax = run(times(7, { type: 'zoomIn' }))
    expect(previewReducer(atMax, { type: 'zoomIn' })).toBe(atMax)
    expect(canZoomIn(atMax)).toBe(false)
    expect(canZoomOut(atMax)).toBe(true)
    const atMin = run(times(4, { type: 'zoomOut' }))
    expect(previewReducer(atMin, { type: 'zoomOut' })).toBe(atMin)
    expect(canZoomOut(atMin)).toBe(false)
  })

  it('zooms in on a wheel turn up and out on a turn down, one step each', () => {
    expect(run([{ type: 'wheel', deltaY: -100 }]).scale).toBe(1.2)
    expect(run([{ type: 'wheel', deltaY: 3 }]).scale).toBeCloseTo(1 / 1.2, 6)
    expect(run([{ type: 'wheel', deltaY: 0 }])).toBe(PREVIEW_INITIAL)
  })

  it('follows a pinch from its starting scale, within the limits', () => {
    expect(run([{ type: 'pinch', startScale: 1, ratio: 2 }]).scale).toBe(2)
    expect(run([{ type: 'pinch', startScale: 2, ratio: 0.5 }]).scale).toBe(1)
    expect(run([{ type: 'pinch', startScale: 2, ratio: 10 }]).scale).toBe(3)
    expect(run([{ type: 'pinch', startScale: 1, ratio: 0.1 }]).scale).toBe(0.5)
    expect(run([{ type: 'pinch', startScale: 1, ratio: 0 }])).toBe(PREVIEW_INITIAL)
  })

  it('never leaves 0.5 to 3 whatever is done', () => {
    const action = fc.oneof(
      fc.constant<PreviewAction>({ type: 'zoomIn' }),
      fc.constant<PreviewAction>({ type: 'zoomOut' }),
      fc.constant<PreviewAction>({ type: 'reset' }),
      fc.double({ noNaN: true, min: -1e4, max: 1e4 }).map((deltaY): PreviewAction => ({ type: 'wheel', deltaY })),
      fc
        .tuple(fc.double({ min: 0.5, max: 3, noNaN: true }), fc.double({ min: -10, max: 100 }))
        .map(([startScale, ratio]): PreviewAction => ({ type: 'pinch', startScale, ratio })),
    )
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const { scale } = run(actions)
        expect(scale).toBeGreaterThanOrEqual(0.5)
        expect(scale).toBeLessThanOrEqual(3)
      }),
    )
  })

  it('resets to 1', () => {
    expect(run([...times(5, { type: 'zoomIn' }), { type: 'reset' }]).scale).toBe(1)
  })

  it('maps + and - (with = and _ on the same keys) and 0 to zoom, other keys to nothing', () => {
    expect(previewKeyAction('+')).toEqual({ type: 'zoomIn' })
    expect(previewKeyAction('=')).toEqual({ type: 'zoomIn' })
    expect(previewKeyAction('-')).toEqual({ type: 'zoomOut' })
    expect(previewKeyAction('_')).toEqual({ type: 'zoomOut' })
    expect(previewKeyAction('0')).toEqual({ type: 'reset' })
    expect(previewKeyAction('Escape')).toBeNull()
    expect(previewKeyAction('a')).toBeNull()
  })
})
