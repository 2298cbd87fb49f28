import { useMemo, type ReactNode } from 'react'
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, type NavigationType, type Navigator, type To } from 'react-router'

function hrefOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`
}

/** Every navigation leaves the island with a full page load; the next page comes from the server (and its page cache). */
const fullLoadNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => history.go(delta),
  push: (to) => location.assign(hrefOf(to)),
  replace: (to) => location.replace(hrefOf(to)),
}

/**
 * The two contexts the app's links read (client/lib/links.tsx), for an island without
 * react-router's router (docs/decisions/043): the page's own location, which never changes
 * under it, and a navigator that follows a link with a full page load.
 */
export function FullLoadRouter({ pathname, search, hash, children }: { pathname: string; search: string; hash: string; children: ReactNode }) {
  const locationContext = useMemo(
    // The value of NavigationType.Pop: the enum's module (react-router's history) stays out of the island.
    () => ({ location: { pathname, search, hash, state: null, key: 'default' }, navigationType: 'POP' as unknown as NavigationType }),
    [pathname, search, hash],
  )
  const navigationContext = useMemo(() => ({ basename: '/', navigator: fullLoadNavigator, static: false, useTransitions: undefined, future: {} }), [])
  return (
    <UNSAFE_NavigationContext.Provider value={navigationContext}>
      <UNSAFE_LocationContext.Provider value={locationContext}>{children}</UNSAFE_LocationContext.Provider>
    </UNSAFE_NavigationContext.Provider>
  )
}
