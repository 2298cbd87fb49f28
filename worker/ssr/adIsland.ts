import { fetchDownloadInfo, fetchLanding, landingKeyOf, type ApiClient } from '../../client/server'
import type { Landing } from '../../shared/contracts/schemas/ads'
import { configCalls } from '../../shared/contracts/config'
import { DOWNLOAD_APPS } from '../../shared/contracts/download'
import type { AdIslandData } from '../../shared/ssrData'
import { log } from '../lib/log'

/**
 * The props of an ad landing's island (docs/decisions/020), read before its body renders:
 * the landing the edge already read (read again when the edge could not; a landing that
 * cannot be read at all fails the page as before) and the download entry's data (a page
 * without it links to /download), and 在线客服's hotline, so its dialog opens whole. All come
 * through the gateway with its last good answer.
 */
export async function adIslandData(input: { url: URL; api: ApiClient; landing?: Landing; loggedIn: boolean }): Promise<AdIslandData> {
  const [landing, download, hotline] = await Promise.all([
    input.landing ?? fetchLanding(input.api, landingKeyOf(input.url.pathname)),
    fetchDownloadInfo(input.api, DOWNLOAD_APPS.Cake).catch((error: unknown) => {
      log('warn', 'landing.download_unavailable', { path: input.url.pathname, error })
      return null
    }),
    input.api.call(configCalls.global).then(
      ({ service_hotline, service_hours }) => ({ service_hotline, service_hours }),
      (error: unknown) => {
        log('warn', 'landing.config_unavailable', { path: input.url.pathname, error })
        return null
      },
    ),
  ])
  return { island: 'ad', landing, download, loggedIn: input.loggedIn, hotline }
}
