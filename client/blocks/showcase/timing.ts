/**
 * Timings and thresholds of the showcase widgets (spec section 9, "Layout and timing").
 * Only the showcase widgets use them, so they live beside those widgets.
 */

/** Skin switch and shaping: the after-state turns on this long after the widget is fully in view. */
export const TOGGLE_DELAY_MS = 1300
/** AI colour match: one style per this interval while in view. */
export const CAROUSEL_INTERVAL_MS = 1300
/** Home widgets count as in view when wholly visible. */
export const VIEW_THRESHOLD = 1
/** The ability page's sections count as in view from a tenth visible. */
export const ABILITY_VIEW_THRESHOLD = 0.1
/** Ability tab switchers advance every 5 s. */
export const TAB_INTERVAL_MS = 5000
/** Workflow camera animation. */
export const WORKFLOW_TIMING = { logoMs: 280, lineMs: 360, loadingMs: 1000, frameMs: 40 } as const
/** A horizontal finger move at least this long is a swipe. */
export const SWIPE_THRESHOLD_PX = 50
