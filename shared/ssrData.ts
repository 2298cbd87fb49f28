import type { DehydratedState } from '@tanstack/react-query'
import type { Landing } from './contracts/schemas/ads'
import type { GlobalConfig } from './contracts/schemas/config'
import type { DownloadInfo } from './contracts/schemas/download'

/** What the server hands the browser for hydration, in one JSON script. */
export const SSR_DATA_ELEMENT_ID = '__ssr_data'

export interface SsrData {
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null }
  queries: DehydratedState
}

/**
 * JSON for an inline <script>: `<`, `>` and `&` are escaped so no value can close the
 * script element or open a comment, and U+2028/2029 so the text stays valid everywhere.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * What the ad landings' island hydrates from instead (docs/decisions/020): the props of
 * its tree, read by the server before rendering. No router or query cache state.
 */
export interface AdIslandData {
  island: 'ad'
  landing: Landing
  /** The download entry's data; null when it could not be read (the landing links to /download instead). */
  download: DownloadInfo | null
  /** The visitor is logged in (main scene): the ad report is repeated for the login. */
  loggedIn: boolean
  /** 在线客服's hotline from the global config; null when it could not be read (the dialog reads it when it opens). */
  hotline: ServiceHotline | null
}

/** The global config's hotline and its hours, as 在线客服 shows them. */
export type ServiceHotline = Pick<GlobalConfig, 'service_hotline' | 'service_hours'>

/**
 * What the home page's island hydrates from (docs/decisions/043): the query cache the app's
 * root loader fills (the viewer, the site's config, the user's info once logged in), read by
 * the server before rendering. No router state.
 */
export interface HomeIslandData {
  island: 'home'
  queries: DehydratedState
}
