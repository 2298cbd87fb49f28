import { useSearchParams } from 'react-router'
import type { ActivityInfo } from '../../shared/contracts/schemas/activity'
import { ActivityRoute } from '../features/activity/ActivityRoute'
import { deferred } from '../lib/deferred'
import { useRouteEntry } from '../lib/useRouteEntry'

/**
 * The invite panel's two sides, parts of the page's own: /invite has a page module of its own,
 * so that it does not load the table of the other campaign pages' panels, and a link loads only
 * the side it shows (decision 037).
 */
const InviteFriends = deferred('client/features/activity/InvitePanel.deferred.tsx', () => import('../features/activity/InvitePanel.deferred'))
const AcceptInvite = deferred('client/features/activity/AcceptInvite.deferred.tsx', () => import('../features/activity/AcceptInvite.deferred'))

/**
 * With the link's `inviter` code, the invitee's side (accept, counted once, and their own
 * reward); without it, the inviter's side (my link, QR and poster, 已邀请 N 人 and what it
 * brought). A visitor logs in through the login sheet on either side, never an inline form.
 */
function InvitePanel({ activity }: { activity: ActivityInfo }) {
  const [search] = useSearchParams()
  const inviter = search.get('inviter') ?? ''
  return inviter ? <AcceptInvite activity={activity} inviter={inviter} /> : <InviteFriends activity={activity} />
}

const invitePanel = (_entry: unknown, activity: ActivityInfo) => <InvitePanel activity={activity} />

/** /invite: the campaign page of the invite activity, with its panel. */
export default function InvitePage() {
  return <ActivityRoute entry={useRouteEntry()} panel={invitePanel} />
}
