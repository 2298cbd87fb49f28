import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { downloadCalls, ReleaseChannel, type DownloadApp } from '../../../shared/contracts/download'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/**
 * GET /v1/download/info: the platform entries of one product with both channels'
 * releases, so switching channel needs no second call. Rendered on the server.
 */
export function fetchDownloadInfo(api: ApiClient, app: DownloadApp) {
  return api.call(downloadCalls.info, { query: { app, channel: ReleaseChannel.All } })
}

export function downloadInfoQuery(api: ApiClient, app: DownloadApp) {
  return queryOptions({
    queryKey: ['main', 'download-info', app],
    queryFn: () => fetchDownloadInfo(api, app),
    staleTime: 5 * 60_000,
  })
}

export function useDownloadInfo(app: DownloadApp) {
  return useSuspenseQuery(downloadInfoQuery(useApi(), app)).data
}
