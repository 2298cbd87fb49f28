import { describe, expect, it } from 'vitest'
import { matchRoute } from '../../shared/matchRoute'
import { contentStatus } from './contentCheck'

const ORIGIN = 'https://www.example.test'

/** A content service that answers every detail call with `status`, counting the calls. */
function service(status: number) {
  const asked: string[] = []
  const fetchApi = async (request: Request) => {
    asked.push(new URL(request.url).search)
    return new Response('{}', { status })
  }
  return { asked, fetchApi }
}

/** The status check of a guide's page, at `version`. */
function check(path: string, fetchApi: (request: Request) => Promise<Response>, version: number | null) {
  const { entry, params } = matchRoute(path)
  return contentStatus(entry, params, new URL(path, ORIGIN), fetchApi, async () => version)
}

describe('contentStatus', () => {
  it("takes a guide's answer again under the same content version, and asks again under the next", async () => {
    const missing = service(404)
    expect(await check('/guide/7001', missing.fetchApi, 1)).toBe(404)
    expect(await check('/guide/7001', missing.fetchApi, 1)).toBe(404)
    expect(missing.asked).toEqual(['?id=7001'])
    expect(await check('/guide/7001', service(200).fetchApi, 2)).toBeUndefined()
  })

  it('asks again after an answer that says nothing (the service failing) or when the version cannot be read', async () => {
    const failing = service(503)
    expect(await check('/guide/7002', failing.fetchApi, 1)).toBeUndefined()
    expect(await check('/guide/7002', failing.fetchApi, 1)).toBeUndefined()
    expect(failing.asked).toHaveLength(2)
    const unversioned = service(200)
    await check('/guide/7003', unversioned.fetchApi, null)
    await check('/guide/7003', unversioned.fetchApi, null)
    expect(unversioned.asked).toHaveLength(2)
  })

  it('asks nothing for a page without a subject to check', async () => {
    const none = service(404)
    expect(await check('/help', none.fetchApi, 1)).toBeUndefined()
    expect(none.asked).toEqual([])
  })
})
