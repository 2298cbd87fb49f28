import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router'

export interface FirstPageRoutes {
  /** What the router starts with. */
  routes: RouteObject[]
  /** The routes of the pages the server rendered, whose lazy modules must load before hydrating. */
  pages: RouteObject[]
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction
}

/**
 * The routes the router starts with: the branch of the page the server rendered (root,
 * layout, page, named by the ids of the server's router state), and the discovery that adds
 * all the others at the first navigation that needs them (docs/decisions/027). The router
 * ranks and matches every route it is given when it is made; given the whole table, that
 * was the longest step of the client's start. A page the server rendered without a route
 * of its own (an error at the root) starts with them all.
 */
export function firstPageRoutes(routes: RouteObject[], ids: ReadonlySet<string>): FirstPageRoutes {
  const [root] = routes
  const layouts = root?.children ?? []
  const isShown = (route: RouteObject) => ids.has(route.id!)
  const shown = layouts.filter((layout) => layout.children?.some(isShown))
  const pages = shown.flatMap((layout) => layout.children!.filter(isShown))
  if (!root || pages.length === 0) return { routes, pages }
  const withChildren = (route: RouteObject, children: RouteObject[]): RouteObject => (route.index ? route : { ...route, children })
  let patched = false
  return {
    routes: [
      withChildren(
        root,
        shown.map((layout) => withChildren(layout, layout.children!.filter(isShown))),
      ),
    ],
    pages,
    patchRoutesOnNavigation: ({ patch }) => {
      if (patched) return
      patched = true
      patch(
        root.id!,
        layouts.filter((layout) => !shown.includes(layout)),
      )
      for (const layout of shown)
        patch(
          layout.id!,
          layout.children!.filter((route) => !isShown(route)),
        )
    },
  }
}
