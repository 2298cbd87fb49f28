/** The same-origin API gateway (ARCHITECTURE decision 4) as both sides see it. */

export const API_SCENES = ['main', 'activity', 'pay'] as const
export type ApiScene = (typeof API_SCENES)[number]

export function apiPrefix(scene: ApiScene): string {
  return `/api/${scene}`
}

/** Request headers of spec section 7. */
export const HEADERS = {
  appId: 'X-App-Id',
  trace: 'X-Trace-Id',
  /** Selects the activity-ex campaign token instead of the activity one. */
  activityScene: 'X-Activity-Scene',
} as const

/** Application id the web client sends; state-changing calls without it are refused. */
export const WEB_APP_ID = 'ow-web'
