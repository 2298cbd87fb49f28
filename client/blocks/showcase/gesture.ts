import { TAP_TOLERANCE_PX } from '../../../shared/constants'
import { SWIPE_THRESHOLD_PX } from './timing'

/**
 * What a finger (or mouse) did between down and up: a tap if it moved at most
 * TAP_TOLERANCE_PX, a swipe if it moved at least SWIPE_THRESHOLD_PX mostly sideways,
 * otherwise nothing (a scroll, or a hesitant drag).
 */
export type Gesture = 'tap' | 'swipe-left' | 'swipe-right' | 'none'

export function classifyGesture(dx: number, dy: number): Gesture {
  const distance = Math.hypot(dx, dy)
  if (distance <= TAP_TOLERANCE_PX) return 'tap'
  if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) return dx < 0 ? 'swipe-left' : 'swipe-right'
  return 'none'
}
