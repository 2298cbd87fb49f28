import { ActivityRoute } from '../features/activity/ActivityRoute'
import { useRouteEntry } from '../lib/useRouteEntry'

/** Every page under /activity/: the activity of its uuid (or of its family), rendered on the server. */
export default function ActivityPage() {
  return <ActivityRoute entry={useRouteEntry()} />
}
