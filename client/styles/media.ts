import { BREAKPOINTS } from '../../shared/constants'

export type Breakpoint = keyof typeof BREAKPOINTS

/**
 * Media queries against the spec's breakpoints (section 9: xs 375, sm 768, md 1024,
 * lg 1440), the only way styles name a width:
 *
 * ```ts
 * const Grid = styled.ul`
 *   ${media.from('md')} { grid-template-columns: repeat(3, 1fr); }
 *   ${media.below('sm')} { padding: 16px; }
 * `
 * ```
 */
export const media = {
  /** Viewports at least as wide as the breakpoint. */
  from: (breakpoint: Breakpoint) => `@media (min-width: ${BREAKPOINTS[breakpoint]}px)`,
  /** Viewports narrower than the breakpoint (the phone layout is `below('sm')`). */
  below: (breakpoint: Breakpoint) => `@media (max-width: ${BREAKPOINTS[breakpoint] - 1}px)`,
  /** Viewports at most as wide as the breakpoint (`upTo('xs')`: the narrowest phones). */
  upTo: (breakpoint: Breakpoint) => `@media (max-width: ${BREAKPOINTS[breakpoint]}px)`,
  /** The bare condition of `from`, for an image's `sizes`: `${media.minWidth('md')} 640px, 100vw`. */
  minWidth: (breakpoint: Breakpoint) => `(min-width: ${BREAKPOINTS[breakpoint]}px)`,
} as const
