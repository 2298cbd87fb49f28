import { useEffect, type RefObject } from 'react'
import { TONE_THEME, type SectionTone } from './hero'
import { toneAt } from './headerTone'

/**
 * While the page is mounted, the header's theme and the colour mode on <html> follow the
 * section under the header (its `data-tone`); on leaving, the values the page found are
 * put back, and the next route's values follow from RootShell. SSR starts from the route
 * table's values (gray, dark), which match the hero.
 */
export function useHeaderTone(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement
    const saved = { headerTheme: root.dataset.headerTheme, colorMode: root.dataset.colorMode }
    let frame = 0
    let current: SectionTone | null = null
    const headerLine = () => {
      const value = parseFloat(getComputedStyle(root).getPropertyValue('--header-height'))
      return (Number.isFinite(value) ? value : 64) + 1
    }
    const apply = () => {
      frame = 0
      const sections = container.current?.querySelectorAll<HTMLElement>('[data-tone]') ?? []
      const boxes = [...sections].map((section) => {
        const rect = section.getBoundingClientRect()
        return { top: rect.top, bottom: rect.bottom, tone: section.dataset.tone as SectionTone }
      })
      const tone = toneAt(boxes, headerLine())
      if (!tone) return
      // Also re-applied when RootShell has just set the route's values over ours.
      const [headerTheme, colorMode] = TONE_THEME[tone]
      if (tone === current && root.dataset.headerTheme === headerTheme && root.dataset.colorMode === colorMode) return
      current = tone
      root.dataset.headerTheme = headerTheme
      root.dataset.colorMode = colorMode
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(apply)
    }
    // After every effect of this commit, RootShell's included.
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      if (frame) window.cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (saved.headerTheme) root.dataset.headerTheme = saved.headerTheme
      if (saved.colorMode) root.dataset.colorMode = saved.colorMode
    }
  }, [container])
}
