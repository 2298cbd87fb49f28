import { activityState, type Timeline } from '../../shared/activityState'
import { log } from '../lib/log'
import { BoundedMap } from '../../shared/boundedMap'
import { ActivityState, activityCalls } from '../../shared/contracts/activity'
import { endedActivityUrl, type RouteEntry } from '../../shared/routes'
import { STALE_HEADER } from '../gateway/lastGood'

/** What the edge does with an activity page before rendering it. */
export type ActivityVerdict = { kind: 'render'; status?: 404 } | { kind: 'redirect'; to: string }

/**
 * How long a service's answer about an activity decides its pages' status without asking
 * again (docs/decisions/024). The state is worked out from the timeline at each request, so
 * only an operator's edit (a new end, a removed activity) can take this long to change the status.
 */
export const TIMELINE_TTL_MS = 30_000

/** What the activity service said about a uuid: unknown, or its timeline. */
type Known = { timeline: Timeline | null; at: number }
const known = new BoundedMap<string, Known>(500)

function verdictOf(entry: RouteEntry, uuid: string, timeline: Timeline | null, now: number): ActivityVerdict {
  if (!timeline) return { kind: 'render', status: 404 }
  // The route table names where an ended activity of the page goes; welfare pages answer 16 themselves.
  // The uuid goes along, so the timeout page can name the activity that ended.
  const to = entry.timeoutPath
  if (to && activityState(timeline, Math.floor(now / 1000)) === ActivityState.Ended) return { kind: 'redirect', to: endedActivityUrl(to, uuid) }
  return { kind: 'render' }
}

function remember(uuid: string, timeline: Timeline | null, now: number): void {
  known.set(uuid, { timeline, at: now })
}

/** The service's answer: a timeline, null for an unknown uuid, undefined when it could not say (nothing is remembered). */
async function askService(uuid: string, origin: string, fetchApi: (request: Request) => Promise<Response>): Promise<Timeline | null | undefined> {
  try {
    const response = await fetchApi(new Request(`${origin}/api/activity${activityCalls.info.path}?uuid=${encodeURIComponent(uuid)}`))
    if (response.status === 404 || response.status === 400) return null
    if (!response.ok || response.headers.has(STALE_HEADER)) return undefined
    const body = (await response.json()) as { code?: number; data?: Partial<Timeline> }
    const { preheat_at, start_at, end_at } = body.data ?? {}
    if (body.code !== 0 || typeof preheat_at !== 'number' || typeof start_at !== 'number' || typeof end_at !== 'number') return undefined
    return { preheat_at, start_at, end_at }
  } catch (error) {
    log('error', 'activity.check_failed', { error })
    return undefined
  }
}

/**
 * Pages that take an activity {uuid}: an unknown uuid is a real 404 (the page shows its own
 * not-found view), an ended one goes to its timeout page. Asked through the gateway, so an
 * upstream activity service decides as well as the built-in one; if it cannot answer, the
 * page renders and shows what the client gets. A recent answer is used again, so a shared
 * link's visitors get their first byte without waiting for the service.
 */
export async function checkActivity(
  entry: RouteEntry,
  params: Record<string, string | undefined>,
  origin: string,
  fetchApi: (request: Request) => Promise<Response>,
  now = Date.now(),
): Promise<ActivityVerdict> {
  const uuid = params.uuid
  if (!uuid || !entry.path.includes(':uuid')) return { kind: 'render' }
  const recent = known.get(uuid)
  if (recent && now - recent.at < TIMELINE_TTL_MS) return verdictOf(entry, uuid, recent.timeline, now)
  const timeline = await askService(uuid, origin, fetchApi)
  if (timeline === undefined) return { kind: 'render' }
  remember(uuid, timeline, now)
  return verdictOf(entry, uuid, timeline, now)
}

/** Forgets every remembered answer (tests). */
export function forgetActivities(): void {
  known.clear()
}
