/** The zod-free half of shared/contracts/ads.ts (re-exported there): what the browser imports up front (decision 018). */
export const adsPaths = {
  landing: '/v1/ad/landing',
  report: '/v1/ad/report',
  conversion: '/v1/ad/conversion',
  track: '/v1/track/batch',
  jsConfig: '/v1/wechat/js_config',
  /** The iOS app's hand-over (bridge login and /redirect/auto-auth): the app's token for a web session of the same user. */
  appAuth: '/v1/ow/app_auth',
} as const

/** Conversions the browser may report itself; registration and purchase are recorded by the server. */
export const ConversionKind = { Download: 'download', Registration: 'registration', Purchase: 'purchase' } as const
export type ConversionKind = (typeof ConversionKind)[keyof typeof ConversionKind]

export const TRACK_BATCH_MAX = 50
