import { Hono } from 'hono'
import { beforeEach, describe, expect, it } from 'vitest'
import { COOKIES } from '../../shared/constants'
import type { LoginScene } from '../../shared/scenes'
import type { AppEnv } from '../env'
import { SANDBOX_ENV } from '../test/accounts'
import { activityLogin, resetActivityDemo, type Jar } from '../test/activity'
import { resolveViewer } from './viewer'

/** A page's view of the visitor in one login scene, from the cookies of a jar. */
async function viewerOf(scene: LoginScene, jar: Jar) {
  const app = new Hono<AppEnv>().get('/', async (c) => c.json(await resolveViewer(c, scene)))
  const cookie = Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ')
  const response = await app.request('/', { headers: { cookie } }, SANDBOX_ENV)
  return response.json()
}

describe('resolveViewer in the activity scenes', () => {
  beforeEach(resetActivityDemo)

  it('knows an activity login by its own session, and only in its own scene', async () => {
    const jar = await activityLogin('13812340001')
    expect(await viewerOf('activity', jar)).toEqual({ loggedIn: true, accessTag: 0 })
    // The same token put in the activity-ex cookie names a session of the other scene.
    expect(await viewerOf('activityEx', { [COOKIES.activityExToken]: jar[COOKIES.activityToken]! })).toEqual({ loggedIn: false, accessTag: 0 })
    // An activity token is never a login of the official site.
    expect(await viewerOf('main', { [COOKIES.token]: jar[COOKIES.activityToken]! })).toMatchObject({ loggedIn: false })
  })

  it('knows an activity-ex login in its scene', async () => {
    const jar = await activityLogin('13812340002', {}, true)
    expect(await viewerOf('activityEx', jar)).toEqual({ loggedIn: true, accessTag: 0 })
    expect(await viewerOf('activity', { [COOKIES.activityToken]: jar[COOKIES.activityExToken]! })).toMatchObject({ loggedIn: false })
  })
})
