import { useEffect, useReducer, useState, type RefObject } from 'react'
import { rotationInitial, rotationReducer } from './rotation'
import { useInView } from './useInView'
import { useReducedMotion } from './useMedia'

/**
 * A self-advancing selection (rotation.ts) wired to the page: it ticks every `intervalMs`
 * while the target is in view and the visitor has not picked; `listKey` names the list of
 * items, and a new key starts again at the first item.
 */
export function useRotation(options: { target: RefObject<Element | null>; count: number; intervalMs: number; threshold: number; listKey: string }) {
  const { target, count, intervalMs, threshold, listKey } = options
  const [state, dispatch] = useReducer(rotationReducer, count, rotationInitial)
  const inView = useInView(target, threshold)
  const reduced = useReducedMotion()
  const [lastKey, setLastKey] = useState(listKey)
  if (lastKey !== listKey) {
    // The image list changed: back to the first item, advancing again (during render, so
    // the new list never shows with the old index).
    setLastKey(listKey)
    dispatch({ type: 'reset', count })
  }
  const running = inView && !reduced && !state.manual && count > 1
  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), intervalMs)
    return () => window.clearInterval(timer)
  }, [running, intervalMs, listKey])
  return { index: Math.min(state.index, count - 1), manual: state.manual, running, pick: (index: number) => dispatch({ type: 'pick', index }) }
}
