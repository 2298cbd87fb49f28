/**
 * The common calls of spec section 7 that the activity pages and the complete-info form
 * need: served by the main service (worker/services/activity/commonRoutes.ts), under the
 * official site's login. Apart from the activity API's records (./activity.ts), so that a
 * page that reads the completed information (/profile/information) or checks a share link
 * loads these ten records and their schemas (./schemas/activityCommon.ts, under the records'
 * names in ./schemas/activityCommonCalls.ts), not the activity pages'.
 */
import { declareCalls, get, post } from './call'

export const activityCommonCalls = declareCalls('main', () => import('./schemas/activityCommonCalls'), {
  /** 去个人中心查看: a single-use, short-lived code exchanged for the main login of the same phone. */
  handoverExchange: post('/v1/activity/handover/exchange', { cookie: 'issue' }),
  /** An activity for the H5 pages, by uuid. */
  h5ActivityInfo: get('/v1/h5/activity/common/info'),
  /** The running activities for banners and the H5 entry, with the server's clock. */
  activityConfig: get('/v1/activity/common/config', { lastGood: true }),
  /** The complete-info form's organisation types. */
  organizationTypes: get('/v1/organization_type/get', { lastGood: true }),
  /** The complete-info form's identities (complete types). */
  completeTypes: get('/v1/complete_type/get', { lastGood: true }),
  /** The account's organisation information, saved. */
  completeOrgInfo: post('/v1/ow/complete_org_info'),
  /** What the account has filled in. */
  completedInfo: get('/v1/ow/completed_info'),
  /** A salesman's QR by their bit. */
  salesmanQrCode: get('/v1/web/salesman/qr_code'),
  /** Whether a URL is limited (never, on this site). */
  isUrlLimit: post('/v1/web/weight/is_url_limit'),
  /** The site's policy pages. */
  protocol: get('/v1/protocol', { lastGood: true }),
})
