import { useLanding } from './api/landing'
import { landingKeyOf } from './landingKey'

/** The landing a page path shows (/ad → default, /ad/{id}, /ad/{platform}), seeded by the edge. */
export function useLandingAt(pathname: string) {
  return useLanding(landingKeyOf(pathname))
}
