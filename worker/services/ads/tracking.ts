import type { TrackEvent } from '../../../shared/contracts/schemas/ads'

/**
 * Element clicks: written to Workers Analytics Engine when the `ANALYTICS` binding exists
 * (README: turning it on), else to the `track_events` table.
 */
export async function storeTrackEvents(
  env: { DB: D1Database; ANALYTICS?: AnalyticsEngineDataset },
  sessionId: string,
  events: readonly TrackEvent[],
): Promise<number> {
  if (env.ANALYTICS) {
    for (const event of events) env.ANALYTICS.writeDataPoint({ indexes: [sessionId], blobs: [event.path, event.target], doubles: [event.at] })
    return events.length
  }
  const insert = env.DB.prepare('INSERT INTO track_events (session_id, path, target, at) VALUES (?, ?, ?, ?)')
  await env.DB.batch(events.map((event) => insert.bind(sessionId, event.path, event.target, event.at)))
  return events.length
}
