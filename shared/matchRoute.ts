import { matchRoutes } from 'react-router'
import { NOT_FOUND_ROUTE_ID, ROUTES, routeById, type RouteEntry } from './routes'

const MATCHABLE = ROUTES.map(({ id, path }) => ({ id, path }))

export interface RouteMatch {
  entry: RouteEntry
  params: Record<string, string | undefined>
}

/** Matches a pathname with react-router's own ranking, so edge and client agree. */
export function matchRoute(pathname: string): RouteMatch {
  const matches = matchRoutes(MATCHABLE, pathname)
  const last = matches?.at(-1)
  const entry = (last && routeById(last.route.id)) ?? routeById(NOT_FOUND_ROUTE_ID)!
  return { entry, params: last?.params ?? {} }
}
