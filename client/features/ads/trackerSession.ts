/** The tracker's session ends after 900 s without a click (spec: tracker session timeout). */
export const TRACKER_SESSION_SECONDS = 900

export interface TrackerSession {
  id: string
  /** Last activity, epoch milliseconds. */
  last: number
}

/** The session a click at `now` belongs to: the stored one while it is fresh, else a new one. */
export function nextSession(stored: TrackerSession | undefined, now: number, newId: () => string): TrackerSession {
  if (stored && typeof stored.id === 'string' && now - stored.last < TRACKER_SESSION_SECONDS * 1000 && now >= stored.last) return { id: stored.id, last: now }
  return { id: newId(), last: now }
}
