import { createMemoryRouter, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { firstPageRoutes } from './firstPageRoutes'

/** The shape createRoutes gives: a root, pathless layouts, the pages of the table. */
function table(): RouteObject[] {
  return [
    {
      id: 'root',
      children: [
        {
          id: 'layout-site',
          children: [
            { id: 'home', path: '/' },
            { id: 'download', path: '/download' },
            { id: 'guide', path: '/guide/:id' },
            { id: 'guides', path: '/guide' },
          ],
        },
        { id: 'layout-profile', children: [{ id: 'profile', path: '/profile' }] },
        { id: 'layout-simple', children: [{ id: 'not-found', path: '*' }] },
      ],
    },
  ]
}

function ids(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [route.id!, ...ids(route.children ?? [])])
}

function startAt(path: string, serverIds: string[]) {
  const start = firstPageRoutes(table(), new Set(serverIds))
  const router = createMemoryRouter(start.routes, { initialEntries: [path], patchRoutesOnNavigation: start.patchRoutesOnNavigation })
  const matched = () => router.state.matches.map((match) => match.route.id)
  return { start, router, matched }
}

describe('firstPageRoutes', () => {
  it('starts the router with the first page’s branch only', () => {
    const { start, router, matched } = startAt('/download', ['root', 'download'])
    expect(ids(start.routes)).toEqual(['root', 'layout-site', 'download'])
    expect(ids(start.pages)).toEqual(['download'])
    expect(ids(router.routes)).toEqual(['root', 'layout-site', 'download'])
    expect(matched()).toEqual(['root', 'layout-site', 'download'])
  })

  it('finds a page of another layout, and one of the same layout, at the first navigation', async () => {
    const { router, matched } = startAt('/download', ['root', 'download'])
    await router.navigate('/profile')
    expect(matched()).toEqual(['root', 'layout-profile', 'profile'])
    await router.navigate('/')
    expect(matched()).toEqual(['root', 'layout-site', 'home'])
    expect(ids(router.routes).sort()).toEqual(ids(table()).sort())
  })

  it('prefers a page over the splat it started on, and a static path over a dynamic one', async () => {
    const lost = startAt('/no-such-page', ['root', 'not-found'])
    await lost.router.navigate('/download')
    expect(lost.matched()).toEqual(['root', 'layout-site', 'download'])

    const guide = startAt('/guide/1', ['root', 'guide'])
    await guide.router.navigate('/guide')
    expect(guide.matched()).toEqual(['root', 'layout-site', 'guides'])
  })

  it('starts with the whole table when the server matched no page', () => {
    const start = firstPageRoutes(table(), new Set(['root']))
    expect(start.patchRoutesOnNavigation).toBeUndefined()
    expect(start.pages).toEqual([])
    expect(ids(start.routes)).toEqual(ids(table()))
  })
})
