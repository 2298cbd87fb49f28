/** Business constants of spec section 9, one place for both sides. */

export const BREAKPOINTS = { xs: 375, sm: 768, md: 1024, lg: 1440 } as const
/** Below this width the site uses its phone layout (the spec's shared mobile breakpoint). */
export const MOBILE_BREAKPOINT = BREAKPOINTS.sm

export const NOT_FOUND_COUNTDOWN_SECONDS = 5
export const TOKEN_COOKIE_DAYS = 30
export const REQUEST_TIMEOUT_MS = 120_000
export const GLOBAL_CONFIG_TTL_SECONDS = 600
export const DEFAULT_SOURCE_ID = 924
export const TAP_TOLERANCE_PX = 10

/** How often the client looks for a newer deploy. */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000

/** Cookie names shared by the edge and the client. */
export const COOKIES = {
  /** Official-site login token (HttpOnly). */
  token: 'ow_token',
  /** Campaign tokens of the two activity scenes (HttpOnly). */
  activityToken: 'activity_token',
  activityExToken: 'activity_ex_token',
  /** Pay user info: the phone of the paying visitor (spec section 3). */
  payUser: 'pay_user_info',
  /** Source channel captured from `sId` / `_uuid`. */
  sourceId: 'source_id',
  sourceUuid: 'source_uuid',
  /** Anonymous visitor id that ad clicks are recorded against. */
  webId: 'web_id',
} as const

/** Ad click-id query parameters per ad platform (spec section 3, Activities). */
export const AD_CLICK_PARAMS = {
  1: 'clickid',
  2: 'gdt_vid',
  3: 'track_id',
  4: 'callback',
  5: 'msclkid',
  10: 'bd_vid',
  11: 'qhclickid',
} as const

/**
 * The two sibling-product sites of the products menu (spec section 2). They open in the
 * same tab without a referrer. Operators point them at the real sites.
 */
export const SIBLING_SITES = [
  { label: 'PixCake 云端协作', href: 'https://cloud.pixcake.example' },
  { label: 'PixSoda 在线设计', href: 'https://design.pixsoda.example' },
] as const
