/**
 * The ads service's calls (issue 11), one record each (shared/contracts/call.ts): ad
 * landings, the ad report of spec section 7, conversions, element-click tracking and the
 * WeChat JS-SDK signature. The spec does not show the paths of the report and the tracker;
 * they are ours, under /v1/.
 */
import { declareCalls, get, post } from './call'
import { TRACK_PATH } from '../api'

export const adsCalls = declareCalls('main', () => import('./schemas/adsCalls'), {
  /** An ad landing's content by key: 'default' (/ad), a numeric id or a platform page. */
  landing: get('/v1/ad/landing', { lastGood: true }),
  /** The ad report of spec section 7: the landing, and again after the login. */
  report: post('/v1/ad/report'),
  /** A conversion the browser may report itself (a download). */
  conversion: post('/v1/ad/conversion'),
  /** A batch of element clicks, sent as a beacon. */
  track: post(TRACK_PATH, { beacon: true }),
  /** The WeChat JS-SDK signature of a page's address. */
  jsConfig: post('/v1/wechat/js_config'),
  /** The iOS app's hand-over (bridge login and /redirect/auto-auth): the app's token for a web session of the same user. */
  appAuth: post('/v1/ow/app_auth', { cookie: 'issue' }),
})

/** Conversions the browser may report itself; registration and purchase are recorded by the server. */
export const ConversionKind = { Download: 'download', Registration: 'registration', Purchase: 'purchase' } as const
export type ConversionKind = (typeof ConversionKind)[keyof typeof ConversionKind]
