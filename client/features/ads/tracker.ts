import { apiPrefix, TRACK_BATCH_MAX, TRACK_PATH, WEB_APP_ID } from '../../../shared/api'
import type { TrackEvent } from '../../../shared/contracts/schemas/ads'
import { readJson, storage, writeJson } from '../../lib/storage'
import { TRACKED_CLICK_EVENT, type TrackedClick } from '../../lib/appHost'
import { reportingOff } from './noReport'
import { nextSession, type TrackerSession } from './trackerSession'

const SESSION_KEY = 'tracker_session'
const FLUSH_AT = 10

/** What a clicked element is called in the data: its data-track, test id, or tag and text. */
function targetOf(element: Element): string {
  const named = element.closest('[data-track], [data-testid]')
  const label = named?.getAttribute('data-track') ?? named?.getAttribute('data-testid')
  if (label) return label.slice(0, 64)
  const text = element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? ''
  return `${element.tagName.toLowerCase()}:${text}`.slice(0, 64)
}

/**
 * Element-click tracking: clicks on links and buttons are queued and sent in batches with
 * navigator.sendBeacon (it survives the page going away), when ten are queued and when
 * the page is hidden. Beacons cannot carry headers, so the app id rides in the query.
 * Each click is also announced as a DOM event, for the app's host. Nothing is tracked in a
 * browser with the no-report flag.
 */
export function startTracker(): () => void {
  // A browser with the no-report flag is not tracked at all (spec section 3's storage keys).
  if (reportingOff(window.location.search, storage())) return () => undefined
  let queue: TrackEvent[] = []
  let session: TrackerSession | undefined = readJson<TrackerSession>(SESSION_KEY)
  const endpoint = `${apiPrefix('main')}${TRACK_PATH}?app_id=${WEB_APP_ID}`

  const flush = () => {
    if (queue.length === 0 || !session) return
    const body = JSON.stringify({ session_id: session.id, events: queue.slice(0, TRACK_BATCH_MAX) })
    queue = queue.slice(TRACK_BATCH_MAX)
    if (!navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'text/plain' }))) console.info('track beacon not sent')
  }
  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest('a, button, [role="button"], [data-track]') : null
    if (!element) return
    session = nextSession(session, Date.now(), () => crypto.randomUUID())
    writeJson(SESSION_KEY, session)
    const click: TrackedClick = { target: targetOf(element), path: window.location.pathname.slice(0, 256), at: Math.floor(Date.now() / 1000) }
    queue.push(click)
    // Inside the iOS / iPad app the host counts the same clicks (client/features/appBridge/hostPage.ts).
    document.dispatchEvent(new CustomEvent(TRACKED_CLICK_EVENT, { detail: click }))
    if (queue.length >= FLUSH_AT) flush()
  }
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  document.addEventListener('click', onClick, { capture: true })
  document.addEventListener('visibilitychange', onHide)
  window.addEventListener('pagehide', flush)
  return () => {
    flush()
    document.removeEventListener('click', onClick, { capture: true })
    document.removeEventListener('visibilitychange', onHide)
    window.removeEventListener('pagehide', flush)
  }
}
