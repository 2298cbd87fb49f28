import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether the element is in view: at least `threshold` of it visible. An element taller
 * than the viewport can never be wholly visible, so for it "wholly" means filling 90 % of
 * the viewport's height. Without IntersectionObserver everything counts as in view.
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
    const height = element.getBoundingClientRect().height
    const fits = height <= window.innerHeight
    const effective = fits ? threshold : Math.min(threshold, Math.max(0.05, (window.innerHeight * 0.9) / height))
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // Sub-pixel layout can report 0.999 for a wholly visible element.
          setInView(entry.isIntersecting && entry.intersectionRatio >= effective - 0.01)
        }
      },
      { threshold: effective },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, threshold])
  return inView
}
