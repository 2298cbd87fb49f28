import { beforeEach, describe, expect, it } from 'vitest'
import { matchRoute } from '../../shared/matchRoute'
import { checkActivity, forgetActivities, TIMELINE_TTL_MS } from './activityCheck'

const NOW = Date.UTC(2026, 10, 23, 12) // ms
const seconds = (ms: number) => Math.floor(ms / 1000)

/** A stand-in activity service that counts the questions it is asked. */
function service(answer: () => Response) {
  const asked: string[] = []
  return {
    asked,
    fetchApi: (request: Request) => {
      asked.push(new URL(request.url).searchParams.get('uuid')!)
      return Promise.resolve(answer())
    },
  }
}

function timeline(endAt: number) {
  return Response.json({ code: 0, data: { preheat_at: seconds(NOW) - 7200, start_at: seconds(NOW) - 3600, end_at: endAt, state: 2 } })
}

function check(path: string, fetchApi: (request: Request) => Promise<Response>, now: number) {
  const { entry, params } = matchRoute(path)
  return checkActivity(entry, params, 'http://site.test', fetchApi, now)
}

beforeEach(() => forgetActivities())

describe('the activity check before an activity page', () => {
  it('answers an unknown uuid with a 404 and asks again only after its time', async () => {
    const unknown = service(() => Response.json({ code: 404, message: '活动不存在' }, { status: 404 }))
    expect(await check('/activity/sale/nope', unknown.fetchApi, NOW)).toEqual({ kind: 'render', status: 404 })
    expect(await check('/activity/sale/nope', unknown.fetchApi, NOW + TIMELINE_TTL_MS - 1)).toEqual({ kind: 'render', status: 404 })
    expect(unknown.asked).toEqual(['nope'])
    await check('/activity/sale/nope', unknown.fetchApi, NOW + TIMELINE_TTL_MS)
    expect(unknown.asked).toEqual(['nope', 'nope'])
  })

  it('works the state out at each request: an activity that ends meanwhile goes to its timeout page without asking', async () => {
    const endsSoon = service(() => timeline(seconds(NOW) + 5))
    expect(await check('/activity/sale/soon-over', endsSoon.fetchApi, NOW)).toEqual({ kind: 'render' })
    expect(await check('/activity/sale/soon-over', endsSoon.fetchApi, NOW + 5_000)).toEqual({ kind: 'redirect', to: '/activity/timeout?uuid=soon-over' })
    expect(await check('/new-welfare/soon-over', endsSoon.fetchApi, NOW + 5_000)).toEqual({ kind: 'redirect', to: '/new-welfare/timeout?uuid=soon-over' })
    // A welfare page answers 16 itself: it renders.
    expect(await check('/welfare/soon-over', endsSoon.fetchApi, NOW + 5_000)).toEqual({ kind: 'render' })
    expect(endsSoon.asked).toEqual(['soon-over'])
  })

  it('takes an operator’s edit once the remembered answer has expired', async () => {
    let endAt = seconds(NOW) + 3600
    const edited = service(() => timeline(endAt))
    expect(await check('/activity/sale/edited', edited.fetchApi, NOW)).toEqual({ kind: 'render' })
    endAt = seconds(NOW) - 1 // ended early by an operator
    expect(await check('/activity/sale/edited', edited.fetchApi, NOW + TIMELINE_TTL_MS)).toEqual({ kind: 'redirect', to: '/activity/timeout?uuid=edited' })
    expect(edited.asked).toHaveLength(2)
  })

  it('remembers nothing when the service cannot say: a failure, a stale answer or a refusal', async () => {
    const answers = [
      () => Response.json({ code: 500, message: 'down' }, { status: 500 }),
      () => new Response(timeline(seconds(NOW) - 1).body, { headers: { 'x-stale': '1', 'content-type': 'application/json' } }),
      () => Response.json({ code: 16, message: '活动已结束' }),
    ]
    for (const answer of answers) {
      forgetActivities()
      const failing = service(answer)
      expect(await check('/activity/sale/unsure', failing.fetchApi, NOW)).toEqual({ kind: 'render' })
      await check('/activity/sale/unsure', failing.fetchApi, NOW)
      expect(failing.asked).toHaveLength(2)
    }
  })

  it('asks nothing for pages without an activity uuid', async () => {
    const none = service(() => timeline(seconds(NOW)))
    expect(await check('/activity/timeout', none.fetchApi, NOW)).toEqual({ kind: 'render' })
    expect(await check('/download', none.fetchApi, NOW)).toEqual({ kind: 'render' })
    expect(none.asked).toEqual([])
  })
})
