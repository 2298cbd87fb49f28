/**
 * Login scenes (spec sections 3, 6 and 8): the official site and the two activity logins
 * are separate, each with its own token in its own HttpOnly cookie, sent upstream as
 * `Authorization`. The viewer (worker/auth/viewer.ts), the route guards (shared/guard.ts,
 * the edge and the client router), the gateway's cookie table (worker/gateway/tokenCookies.ts)
 * and the API client's 401 handling all take a `LoginScene`. A new scene is one row here
 * (plus its login dialog in client/router/sceneLogins.ts); nothing else names scenes.
 */
import type { ApiScene } from './api'
import { COOKIES } from './constants'

export const LOGIN_SCENES = ['main', 'activity', 'activityEx'] as const
export type LoginScene = (typeof LOGIN_SCENES)[number]

/** Payment scenes of spec section 3: 1 official site, 2 activity, 3 activity-ex, 5 promotion-ex. */
export const PaymentScene = { Official: 1, Activity: 2, ActivityEx: 3, PromotionEx: 5 } as const
export type PaymentScene = (typeof PaymentScene)[keyof typeof PaymentScene]

export interface LoginSceneInfo {
  /** The HttpOnly cookie holding the scene's token. */
  cookie: string
  /**
   * The value of the `X-Activity-Scene` header (`HEADERS.activityScene`) that selects this
   * scene on an API serving several: `/api/activity` (activity, or activity-ex with `ex`)
   * and `/api/pay` (main unless the header names another scene).
   */
  header: string
  /** The API whose calls use this scene when no header says otherwise. */
  api: ApiScene
  /** The payment scene (spec section 3) whose orders are paid under this login. */
  paymentScene: PaymentScene
}

export const LOGIN_SCENE_TABLE: Record<LoginScene, LoginSceneInfo> = {
  main: { cookie: COOKIES.token, header: 'main', api: 'main', paymentScene: PaymentScene.Official },
  activity: { cookie: COOKIES.activityToken, header: 'activity', api: 'activity', paymentScene: PaymentScene.Activity },
  activityEx: { cookie: COOKIES.activityExToken, header: 'ex', api: 'activity', paymentScene: PaymentScene.ActivityEx },
}

/** The login scene each API uses by default (the pay API: the official site's). */
const DEFAULT_SCENE: Record<ApiScene, LoginScene> = { main: 'main', activity: 'activity', pay: 'main' }

/** Which scenes a call to each API may name with the header; the main API has only its own. */
const SELECTABLE: Record<ApiScene, readonly LoginScene[]> = {
  main: ['main'],
  activity: ['activity', 'activityEx'],
  pay: ['main', 'activity', 'activityEx'],
}

/** The login scene of a call to `api` carrying `header` (the `X-Activity-Scene` value, if any). */
export function loginSceneOfCall(api: ApiScene, header: string | null | undefined): LoginScene {
  const named = SELECTABLE[api].find((scene) => LOGIN_SCENE_TABLE[scene].header === header)
  return named ?? DEFAULT_SCENE[api]
}

/** The header value a call to `api` must carry to run in `scene`, or undefined when the default applies. */
export function loginSceneHeader(api: ApiScene, scene: LoginScene): string | undefined {
  if (DEFAULT_SCENE[api] === scene) return undefined
  if (!SELECTABLE[api].includes(scene)) throw new Error(`The ${api} API has no ${scene} login`)
  return LOGIN_SCENE_TABLE[scene].header
}

/**
 * The login a payment is made under: the official site's for scene 1 (and promotion-ex, 5,
 * a promotion of the official site), the activity logins for 2 and 3. Pay calls pass it as
 * `login` to the API client, which sends the header for the gateway.
 */
export function loginSceneOfPayment(paymentScene: PaymentScene): LoginScene {
  return LOGIN_SCENES.find((scene) => LOGIN_SCENE_TABLE[scene].paymentScene === paymentScene) ?? 'main'
}

/** The two campaign logins, each an activity user's session of its own scene. */
export type ActivityLoginScene = Exclude<LoginScene, 'main'>

/** Families whose pages log in through login_ex: the promotions (decision 040). */
const EX_LOGIN_FAMILIES: readonly string[] = ['promo']

/**
 * The campaign login an activity family's pages use, and so the scene its offer cards are
 * paid in: the promo family (promo, promo/halloween, promo/share, promo/v2) the activity-ex
 * login and payment scene 3 (5 while the global config's promotion is on sale), every other
 * family the activity login and scene 2. The route table, the activity pages and both
 * services read it here, so they cannot disagree.
 */
export function activityLoginScene(family: string): ActivityLoginScene {
  // The family's root (promo/v2 is promo) taken here rather than with shared/activityFamilies'
  // familyRoot: this module loads on every page with the API client, and that one brings the
  // annual report's year and China time with it (decision 037).
  return EX_LOGIN_FAMILIES.includes(family.split('/')[0]!) ? 'activityEx' : 'activity'
}
