import { useMatches } from 'react-router'
import { NOT_FOUND_ROUTE_ID, routeById, type RouteEntry } from '../../shared/routes'

/** The route-table entry of the page being shown (the deepest match that is a table entry). */
export function useRouteEntry(): RouteEntry {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const entry = routeById(matches[index]!.id)
    if (entry) return entry
  }
  return routeById(NOT_FOUND_ROUTE_ID)!
}
