import { ActivityRoute } from '../features/activity/ActivityRoute'
import { FAMILY_PANELS } from '../features/activity/familyPanels'
import { useRouteEntry } from '../lib/useRouteEntry'

/**
 * Every page under /activity/ but the storage welfare (a campaign page): the activity of its
 * uuid (or of its family), rendered on the server, with its family's panel.
 */
export default function ActivityPage() {
  return <ActivityRoute entry={useRouteEntry()} {...FAMILY_PANELS} />
}
