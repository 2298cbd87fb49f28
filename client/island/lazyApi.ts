import type { ApiClient, ApiClientOptions } from '../lib/api/client'

/**
 * The API client of an island page, loaded on its first call: the client and the zod it
 * validates answers with stay out of the first download, and a landing without an ad
 * click, a WeChat share or a consultation never loads them at all.
 */
export function lazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | undefined
  const load = () => (client ??= import('../lib/api/client').then((module) => module.createApiClient(options)))
  return {
    call: (record, ...input) => load().then((api) => api.call(record, ...input)),
    callAnswer: (record, ...input) => load().then((api) => api.callAnswer(record, ...input)),
  }
}
