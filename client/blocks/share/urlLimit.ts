import { activityCommonCalls } from '../../../shared/contracts/activityCommon'
import type { ApiClient } from '../../lib/api/client'

/**
 * POST /v1/web/weight/is_url_limit: whether an operator has limited this page (shared/urlLimits.ts),
 * asked before a share card is handed on (WeChat's share, the app's share sheet). A failed
 * answer limits nothing: sharing is best-effort, and an outage must not take it away.
 */
export async function isUrlLimited(api: ApiClient, url: string): Promise<boolean> {
  try {
    return (await api.call(activityCommonCalls.isUrlLimit, { body: { url }, silent: true })).is_limit
  } catch (error) {
    console.info('url limit not known', error)
    return false
  }
}
