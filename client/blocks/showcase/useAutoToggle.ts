import { useEffect, useReducer, type RefObject } from 'react'
import { TOGGLE_INITIAL, toggleReducer } from './autoToggle'
import { TOGGLE_DELAY_MS, VIEW_THRESHOLD } from './timing'
import { useInView } from './useInView'
import { useReducedMotion } from './useMedia'

/** The skin switch's rule wired to the page: on 1.3 s after fully entering view, off on leaving. */
export function useAutoToggle(target: RefObject<Element | null>, threshold = VIEW_THRESHOLD): { on: boolean; armed: boolean; flip: () => void } {
  const [state, dispatch] = useReducer(toggleReducer, TOGGLE_INITIAL)
  const inView = useInView(target, threshold)
  const reduced = useReducedMotion()
  useEffect(() => {
    if (reduced) dispatch({ type: 'settle' })
    else dispatch({ type: inView ? 'enter' : 'leave' })
  }, [inView, reduced])
  useEffect(() => {
    if (!state.armed) return
    const timer = window.setTimeout(() => dispatch({ type: 'elapsed' }), TOGGLE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [state.armed])
  return { on: state.on, armed: state.armed, flip: () => dispatch({ type: 'flip' }) }
}
