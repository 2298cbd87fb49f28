import type { AdReportRequest } from '../../../shared/contracts/schemas/ads'
import { adsCalls } from '../../../shared/contracts/ads'
import type { ApiClient } from '../../lib/api/client'
import { readJson, writeJson } from '../../lib/storage'
import { AD_CACHE_KEY, clickOf, osOf, webIdFromCookie, type AdCache } from './adCache'

function send(api: ApiClient, report: AdReportRequest) {
  return api.call(adsCalls.report, { body: report, silent: true })
}

function reportOf(cache: AdCache): AdReportRequest {
  return { ad_params: cache.ad_params, os: osOf(navigator.userAgent), platform: cache.platform, web_id: cache.web_id, click_uri: cache.click_uri }
}

/**
 * The ad report of a landing (spec section 7): the click in the URL, the web_id the edge
 * set, saved as the ad cache and sent once (the server keeps one per web_id and
 * click_uri). A missing identifier or a failed call is logged only.
 */
export async function reportLanding(api: ApiClient): Promise<void> {
  const click = clickOf(window.location.search)
  if (!click) return
  const webId = webIdFromCookie(document.cookie)
  if (!webId) {
    console.info('ad report skipped: no web_id')
    return
  }
  const cache: AdCache = {
    id: click.id,
    platform: click.platform,
    web_id: webId,
    click_uri: `${window.location.pathname}${window.location.search}`.slice(0, 1024),
    ad_params: click.params,
  }
  const report = reportOf(cache)
  writeJson(AD_CACHE_KEY, cache)
  await send(api, report).catch((error: unknown) => console.info('ad report failed', error))
}

/** After login: the same report again with the same web_id and click_uri, once per cached click. */
export async function reportAfterLogin(api: ApiClient): Promise<void> {
  const cache = readJson<AdCache>(AD_CACHE_KEY)
  if (!cache || cache.reported_user) return
  try {
    await send(api, reportOf(cache))
    writeJson(AD_CACHE_KEY, { ...cache, reported_user: true })
  } catch (error) {
    console.info('ad report after login failed', error)
  }
}
