import { activityPaths } from '../../shared/contracts/activity'
import type { RouteEntry } from '../../shared/routes'

/** What the edge does with an activity page before rendering it. */
export type ActivityVerdict = { kind: 'render'; status?: 404 } | { kind: 'redirect'; to: string }

/** Families whose ended activities leave for a timeout page (welfare pages answer 16 themselves). */
function timeoutPath(entry: RouteEntry): string | null {
  if (entry.path.startsWith('/activity/')) return '/activity/timeout'
  if (entry.id === 'new-welfare-uuid') return '/new-welfare/timeout'
  return null
}

/**
 * Pages that take an activity {uuid}: an unknown uuid is a real 404 (the page shows its own
 * not-found view), an ended one goes to its timeout page. Asked through the gateway, so an
 * upstream activity service decides as well as the built-in one; if it cannot answer, the
 * page renders and shows what the client gets.
 */
export async function checkActivity(entry: RouteEntry, params: Record<string, string | undefined>, origin: string, fetchApi: (request: Request) => Promise<Response>): Promise<ActivityVerdict> {
  const uuid = params.uuid
  if (!uuid || !entry.path.includes(':uuid')) return { kind: 'render' }
  try {
    const response = await fetchApi(new Request(`${origin}/api/activity${activityPaths.info}?uuid=${encodeURIComponent(uuid)}`))
    if (response.status === 404 || response.status === 400) return { kind: 'render', status: 404 }
    if (!response.ok) return { kind: 'render' }
    const body = (await response.json()) as { code?: number; data?: { state?: number } }
    const to = timeoutPath(entry)
    if (body.code === 0 && body.data?.state === 3 && to) return { kind: 'redirect', to }
  } catch (error) {
    console.error('activity check failed', error)
  }
  return { kind: 'render' }
}
