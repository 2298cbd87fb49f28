import { useEffect, useState, type RefObject } from 'react'

/** Ratios the observer reports at, so the callback can judge each element by its own box. */
const RATIO_STEPS = Array.from({ length: 101 }, (_, step) => step / 100)

/**
 * How much of an element must be visible to count as in view: `threshold` of it, or, for an
 * element taller than the viewport (which can never be wholly visible), enough to fill 90 %
 * of the viewport's height.
 */
export function neededRatio(height: number, viewportHeight: number, threshold: number): number {
  if (height <= viewportHeight) return threshold
  return Math.min(threshold, Math.max(0.05, (viewportHeight * 0.9) / height))
}

/**
 * Whether the element is in view (`neededRatio`). Its size is read from the observer's
 * entries, never measured on mount: a measurement there forces a layout of the whole page
 * while it hydrates. Without IntersectionObserver everything counts as in view.
 */
export function useInView(ref: RefObject<Element | null>, threshold: number): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const needed = neededRatio(entry.boundingClientRect.height, entry.rootBounds?.height ?? window.innerHeight, threshold)
          // Sub-pixel layout can report 0.999 for a wholly visible element.
          setInView(entry.isIntersecting && entry.intersectionRatio >= needed - 0.01)
        }
      },
      { threshold: RATIO_STEPS },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, threshold])
  return inView
}
