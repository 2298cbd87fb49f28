/**
 * The ads service's paths and the tracker's batch limit, apart from the zod schemas of
 * ./ads.ts (which re-exports them): the click tracker, loaded on every page, sends its
 * beacons without loading zod (docs/decisions/017).
 */
export const adsPaths = {
  landing: '/v1/ad/landing',
  report: '/v1/ad/report',
  conversion: '/v1/ad/conversion',
  track: '/v1/track/batch',
  jsConfig: '/v1/wechat/js_config',
  /** The iOS app's hand-over (bridge login and /redirect/auto-auth): the app's token for a web session of the same user. */
  appAuth: '/v1/ow/app_auth',
} as const

/** Most events in one tracker batch. */
export const TRACK_BATCH_MAX = 50
