/** Zoom rules of the large image preview (spec section 9: zoom 1.2 per step, scale 0.5 to 3). */

export const PREVIEW_ZOOM_STEP = 1.2
export const PREVIEW_MIN_SCALE = 0.5
export const PREVIEW_MAX_SCALE = 3

export interface PreviewState {
  scale: number
}

export type PreviewAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'reset' }
  /** A wheel turn: up (negative deltaY) zooms in one step, down zooms out one step. */
  | { type: 'wheel'; deltaY: number }
  /** A two-finger pinch: the scale when the fingers went down times how far apart they are now, relative to then. */
  | { type: 'pinch'; startScale: number; ratio: number }

export const PREVIEW_INITIAL: PreviewState = { scale: 1 }

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return PREVIEW_INITIAL.scale
  // Rounded so that steps back from a limit land on the same values as steps towards it.
  return Math.round(Math.min(PREVIEW_MAX_SCALE, Math.max(PREVIEW_MIN_SCALE, scale)) * 1e6) / 1e6
}

export function previewReducer(state: PreviewState, action: PreviewAction): PreviewState {
  const next = (() => {
    switch (action.type) {
      case 'zoomIn':
        return clampScale(state.scale * PREVIEW_ZOOM_STEP)
      case 'zoomOut':
        return clampScale(state.scale / PREVIEW_ZOOM_STEP)
      case 'reset':
        return PREVIEW_INITIAL.scale
      case 'wheel':
        if (action.deltaY === 0) return state.scale
        return clampScale(action.deltaY < 0 ? state.scale * PREVIEW_ZOOM_STEP : state.scale / PREVIEW_ZOOM_STEP)
      case 'pinch':
        return action.ratio > 0 ? clampScale(action.startScale * action.ratio) : state.scale
    }
  })()
  return next === state.scale ? state : { scale: next }
}

/** What a key does in the preview, or null when the key is not the preview's (Escape is the dialog's). */
export function previewKeyAction(key: string): PreviewAction | null {
  switch (key) {
    case '+':
    case '=':
      return { type: 'zoomIn' }
    case '-':
    case '_':
      return { type: 'zoomOut' }
    case '0':
      return { type: 'reset' }
    default:
      return null
  }
}

export const canZoomIn = (state: PreviewState) => state.scale < PREVIEW_MAX_SCALE
export const canZoomOut = (state: PreviewState) => state.scale > PREVIEW_MIN_SCALE
