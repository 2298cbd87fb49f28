import { useRef, type PointerEvent } from 'react'
import { classifyGesture, type Gesture } from './gesture'

/** Pointer handlers that report a tap (moved ≤ 10 px) or a sideways swipe (≥ 50 px). */
export function useGesture(onGesture: (gesture: Gesture) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null)
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId }
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current
      start.current = null
      if (!from || from.id !== event.pointerId) return
      const gesture = classifyGesture(event.clientX - from.x, event.clientY - from.y)
      if (gesture !== 'none') onGesture(gesture)
    },
    onPointerCancel() {
      start.current = null
    },
  }
}
