import type { ActivityInfo } from '../../shared/contracts/schemas/activity'
import { ActivityRoute } from '../features/activity/ActivityRoute'
import { deferred } from '../lib/deferred'
import { useRouteEntry } from '../lib/useRouteEntry'

/**
 * The invite panel, a part of the page's own: /invite has a page module of its own, so that it
 * does not load the table of the other campaign pages' panels (decision 037).
 */
const InvitePanel = deferred('client/features/activity/InvitePanel.deferred.tsx', () => import('../features/activity/InvitePanel.deferred'))

const invitePanel = (_entry: unknown, activity: ActivityInfo) => <InvitePanel activity={activity} />

/** /invite: the campaign page of the invite activity, with its panel. */
export default function InvitePage() {
  return <ActivityRoute entry={useRouteEntry()} panel={invitePanel} />
}
