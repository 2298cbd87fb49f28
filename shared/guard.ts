import { canEnter, type Viewer } from './access'
import { COOKIES } from './constants'
import { readCookie } from './cookies'
import { payUserPhone } from './payUser'
import type { RouteEntry } from './routes'

/**
 * Whether the visitor may open the route; if not, both edge and client send them home.
 * `viewer` is the visitor in the route's login scene (`entry.loginScene`).
 */
export function mayEnter(entry: RouteEntry, viewer: Viewer, cookieHeader: string | null | undefined): boolean {
  switch (entry.requires) {
    case 'none':
      return true
    case 'pay-user':
      return payUserPhone(readCookie(cookieHeader, COOKIES.payUser)) !== undefined
    case 'login':
      return canEnter({ requiresLogin: true, permission: entry.permission }, viewer)
  }
}

/** Where a permitted request for this path is forwarded to, if anywhere. */
export function forwardOf(entry: RouteEntry, pathname: string): string | undefined {
  return entry.redirectTo && pathname.replace(/\/+$/, '').toLowerCase() === entry.path ? entry.redirectTo : undefined
}
