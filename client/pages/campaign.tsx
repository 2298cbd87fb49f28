import { ActivityRoute } from '../features/activity/ActivityRoute'
import { useRouteEntry } from '../lib/useRouteEntry'

/** Invite, xshd, register-new, client/share, exchange, welfare and new-welfare: campaign pages on their activity. */
export default function CampaignPage() {
  return <ActivityRoute entry={useRouteEntry()} />
}
