/**
 * The ads service's calls (issue 11), one record each (shared/contracts/call.ts): ad
 * landings, the ad report of spec section 7, conversions, element-click tracking and the
 * WeChat JS-SDK signature. The spec does not show the paths of the report and the tracker;
 * they are ours, under /v1/.
 */
import { callsOf } from './call'
import { TRACK_PATH } from '../api'

const ads = callsOf('main', () => import('./schemas/ads'))

export const adsCalls = {
  /** An ad landing's content by key: 'default' (/ad), a numeric id or a platform page. */
  landing: ads.get('/v1/ad/landing', (s) => ({ query: s.landingQuery, response: s.landingResponse }), { lastGood: true }),
  /** The ad report of spec section 7: the landing, and again after the login. */
  report: ads.post('/v1/ad/report', (s) => ({ body: s.adReportRequest, response: s.adReportResponse })),
  /** A conversion the browser may report itself (a download). */
  conversion: ads.post('/v1/ad/conversion', (s) => ({ body: s.conversionRequest, response: s.conversionResponse })),
  /** A batch of element clicks, sent as a beacon. */
  track: ads.post(TRACK_PATH, (s) => ({ body: s.trackRequest, response: s.trackResponse }), { beacon: true }),
  /** The WeChat JS-SDK signature of a page's address. */
  jsConfig: ads.post('/v1/wechat/js_config', (s) => ({ body: s.jsConfigRequest, response: s.jsConfigResponse })),
  /** The iOS app's hand-over (bridge login and /redirect/auto-auth): the app's token for a web session of the same user. */
  appAuth: ads.post('/v1/ow/app_auth', (s) => ({ body: s.appAuthRequest, response: s.appAuthResponse }), { cookie: 'issue' }),
}

/** Conversions the browser may report itself; registration and purchase are recorded by the server. */
export const ConversionKind = { Download: 'download', Registration: 'registration', Purchase: 'purchase' } as const
export type ConversionKind = (typeof ConversionKind)[keyof typeof ConversionKind]
