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
  /**
   * The login scene of a call whose API serves several (shared/scenes.ts, decision 008):
   * on `/api/activity`, `ex` selects the activity-ex token instead of the activity one; on
   * `/api/pay`, `activity` or `ex` makes the gateway attach that activity token instead of
   * the official site's (payment scenes 2 and 3; scene 1 sends no header). The API client
   * sets it from a call's `login`; `/api/main` ignores it.
   */
  activityScene: 'X-Activity-Scene',
} as const

/** Server codes that mean success (spec section 8). */
export const SUCCESS_CODES = [0, 200] as const

/** Application id the web client sends; state-changing calls without it are refused. */
export const WEB_APP_ID = 'ow-web'

/**
 * The click tracker's beacon (`adsCalls.track`): its path and batch size live here, in every
 * page's first download, so that the idle-loaded tracker need not load the ads call records.
 */
export const TRACK_PATH = '/v1/track/batch'
export const TRACK_BATCH_MAX = 50
