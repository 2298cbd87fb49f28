import type { ApiClient, ApiClientOptions } from './client'

/**
 * The API client, loaded on its first call: the client and the zod it validates answers with
 * stay out of the first download. A landing without an ad click, a WeChat share or a
 * consultation never loads them at all, nor does an app page whose data came with it until
 * the visitor acts (a phone on /payment, 1.3 kB gzip: decision 037).
 */
export function lazyApiClient(options: ApiClientOptions, code: () => Promise<typeof import('./client')> = () => import('./client')): ApiClient {
  let client: Promise<ApiClient> | undefined
  // A fetch of the chunk that failed (a phone between networks) is tried again on the next call.
  const load = () =>
    (client ??= code().then(
      (module) => module.createApiClient(options),
      (error: unknown) => {
        client = undefined
        throw error
      },
    ))
  return {
    call: (record, ...input) => load().then((api) => api.call(record, ...input)),
    callAnswer: (record, ...input) => load().then((api) => api.callAnswer(record, ...input)),
  }
}
