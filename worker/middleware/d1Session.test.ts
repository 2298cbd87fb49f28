import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { COOKIES } from '../../shared/constants'
import { pointsCalls } from '../../shared/contracts/points'
import { openSession } from '../auth/session'
import { nowSeconds } from '../lib/clock'
import { callApi, callPath, DEMO } from '../test/accounts'
import { resetDatabase } from '../test/resetDatabase'
import { sessionStart } from './d1Session'

beforeEach(resetDatabase)

const BOOKMARK = '00000000-00000019-00000000-00000000000000000000000000000000'

function bookmarkOf(response: Response): string | null {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${COOKIES.d1Bookmark}=`))
  return line ? line.slice(COOKIES.d1Bookmark.length + 1).split(';')[0]! : null
}

describe('where a request’s D1 session starts', () => {
  it('from the visitor’s bookmark, at the primary for writes and logins, anywhere for anonymous reads', () => {
    expect(sessionStart('GET', BOOKMARK, false)).toBe(BOOKMARK)
    expect(sessionStart('POST', BOOKMARK, true)).toBe(BOOKMARK)
    expect(sessionStart('POST', undefined, false)).toBe('first-primary')
    expect(sessionStart('GET', undefined, true)).toBe('first-primary')
    expect(sessionStart('GET', undefined, false)).toBe('first-unconstrained')
    expect(sessionStart('HEAD', undefined, false)).toBe('first-unconstrained')
    // Anything else a visitor sends as a bookmark is not passed to D1.
    expect(sessionStart('GET', 'first-primary', false)).toBe('first-unconstrained')
    expect(sessionStart('GET', `${BOOKMARK}'; DROP`, false)).toBe('first-unconstrained')
  })
})

describe('a visitor’s writes and reads', () => {
  it('a write hands its bookmark on, and a read carrying it sees the write', async () => {
    const token = await openSession(env.DB, env.JWT_SECRET!, DEMO.main.id, nowSeconds())
    const signed = await callApi(pointsCalls.sign.path, { method: 'POST', headers: { cookie: `${COOKIES.token}=${token}` } })
    expect(signed.status).toBe(200)
    const bookmark = bookmarkOf(signed)
    expect(bookmark).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/)
    expect(signed.headers.getSetCookie().find((line) => line.startsWith(COOKIES.d1Bookmark))).toContain('HttpOnly')

    const read = await callApi(pointsCalls.allTasks.path, { headers: { cookie: `${COOKIES.token}=${token}; ${COOKIES.d1Bookmark}=${bookmark}` } })
    const tasks = (await read.json()) as { data: { type: number; is_finish: boolean }[] }
    expect(tasks.data.find((task) => task.type === 1)?.is_finish).toBe(true)
  })

  it('gives an anonymous read no cookie, and a bookmark it cannot use fails nothing', async () => {
    const page = await callPath('/download')
    expect(page.status).toBe(200)
    expect(bookmarkOf(page)).toBeNull()
    const odd = await callPath('/download', { headers: { cookie: `${COOKIES.d1Bookmark}=ffffffff-ffffffff-ffffffff-${'f'.repeat(32)}` } })
    expect(odd.status).toBe(200)
  })
})
