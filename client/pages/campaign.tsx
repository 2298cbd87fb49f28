import { ActivityRoute } from '../features/activity/ActivityRoute'
import { campaignPanel } from '../features/activity/campaignPanels'
import { useRouteEntry } from '../lib/useRouteEntry'

/**
 * register-new, client/share, exchange, welfare, new-welfare and the storage
 * welfare: campaign pages on their activity, each with a panel of its own.
 */
export default function CampaignPage() {
  return <ActivityRoute entry={useRouteEntry()} panel={campaignPanel} />
}
