import { matchRoutes } from 'react-router'
import { BoundedMap } from './boundedMap'
import { NOT_FOUND_ROUTE_ID, ROUTES, routeById, type RouteEntry } from './routes'

const MATCHABLE = ROUTES.map(({ id, path }) => ({ id, path }))

export interface RouteMatch {
  entry: RouteEntry
  params: Readonly<Record<string, string | undefined>>
}

/**
 * Matches of recent pathnames. react-router flattens and ranks the whole table on every
 * call, work that dominates a page served from the page cache; a pathname's match never
 * changes, so it is kept, and the oldest is dropped once the bound is reached.
 */
const recent = new BoundedMap<string, RouteMatch>(1000)

/** Matches a pathname with react-router's own ranking, so edge and client agree. */
export function matchRoute(pathname: string): RouteMatch {
  const known = recent.get(pathname)
  if (known) return known
  const matches = matchRoutes(MATCHABLE, pathname)
  const last = matches?.at(-1)
  const entry = (last && routeById(last.route.id)) ?? routeById(NOT_FOUND_ROUTE_ID)!
  const match: RouteMatch = { entry, params: Object.freeze({ ...last?.params }) }
  recent.set(pathname, match)
  return match
}
