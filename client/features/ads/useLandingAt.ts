import type { ApiClient } from '../../lib/api/client'
import { landingQuery, useLanding } from './api/landing'
import { landingKeyOf } from './landingKey'

/** The query of the landing a page path shows (/ad → default, /ad/{id}, /ad/{platform}). */
export function landingQueryAt(api: ApiClient, pathname: string) {
  return landingQuery(api, landingKeyOf(pathname))
}

/** The landing a page path shows, seeded by the edge. */
export function useLandingAt(pathname: string) {
  return useLanding(landingKeyOf(pathname))
}
