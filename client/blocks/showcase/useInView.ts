import { useEffect, useState, type RefObject } from 'react'

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
 * Whether the element is in view (`neededRatio`). Its size comes from a first observer's
 * report, never from measuring on mount: a measurement there forces a layout of the whole
 * page while it hydrates. Then one observer watches for the ratio that counts, so a moving
 * widget is not reported at every step. Without IntersectionObserver everything counts as in view.
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
    let watcher: IntersectionObserver | undefined
    const sizer = new IntersectionObserver(([first]) => {
      sizer.disconnect()
      if (!first) return
      const needed = neededRatio(first.boundingClientRect.height, first.rootBounds?.height ?? window.innerHeight, threshold)
      watcher = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            // Sub-pixel layout can report 0.999 for a wholly visible element.
            setInView(entry.isIntersecting && entry.intersectionRatio >= needed - 0.01)
          }
        },
        { threshold: needed },
      )
      watcher.observe(element)
    })
    sizer.observe(element)
    return () => {
      sizer.disconnect()
      watcher?.disconnect()
    }
  }, [ref, threshold])
  return inView
}
