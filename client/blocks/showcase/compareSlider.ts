import { TAP_TOLERANCE_PX } from '../../../shared/constants'

/** Position rules of the before/after compare slider, in percent of the image width. */

export const COMPARE_DEFAULT = 50
/** Arrow keys move this much; with Shift (or Page Up/Down) ten times as much. */
export const COMPARE_STEP = 2

export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return COMPARE_DEFAULT
  return Math.min(100, Math.max(0, value))
}

/** The handle position for a pointer at clientX over an image spanning left…left+width. */
export function percentFromPointer(clientX: number, rect: { left: number; width: number }): number {
  if (rect.width <= 0) return COMPARE_DEFAULT
  return clampPercent(((clientX - rect.left) / rect.width) * 100)
}

/** The position after a key press, or null when the key is not the slider's. */
export function percentFromKey(key: string, current: number, shift = false): number | null {
  const step = shift ? COMPARE_STEP * 10 : COMPARE_STEP
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(current - step)
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(current + step)
    case 'PageDown':
      return clampPercent(current - COMPARE_STEP * 10)
    case 'PageUp':
      return clampPercent(current + COMPARE_STEP * 10)
    case 'Home':
      return 0
    case 'End':
      return 100
    default:
      return null
  }
}

/** The chips on a before/after image. */
export const COMPARE_LABELS = { before: '修图前', after: '修图后' } as const

/**
 * What a finger on the image is doing, from how far it moved since it went down: within
 * TAP_TOLERANCE_PX it may still be a tap (undecided); beyond it, mostly sideways drags the
 * divider and mostly up or down is the page scrolling, which the divider leaves alone.
 */
export function touchIntent(dx: number, dy: number): 'undecided' | 'drag' | 'scroll' {
  if (Math.hypot(dx, dy) <= TAP_TOLERANCE_PX) return 'undecided'
  return Math.abs(dx) > Math.abs(dy) ? 'drag' : 'scroll'
}
