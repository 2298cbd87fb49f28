import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import type { RouteEntry } from '../../../shared/routes'
import { deferred } from '../../lib/deferred'

/**
 * client/share's panel, and the work its link names: the work's drawing and content records load
 * with that page only, and only when it names a work (a part of the page's own, so that the
 * document head has its styles).
 */
const SharedWorkPanel = deferred('client/features/activity/SharedWorkPanel.deferred.tsx', () => import('./SharedWorkPanel.deferred'))
const SharedWork = deferred('client/features/activity/SharedWork.deferred.tsx', () => import('./SharedWork.deferred'))
/**
 * The welfare, storage and exchange pages' panels: each loads with its pages only, not with
 * every campaign page (decision 037).
 */
const StoragePanel = deferred('client/features/activity/StoragePanel.deferred.tsx', () => import('./StoragePanel.deferred'))
const WelfarePanel = deferred('client/features/activity/WelfarePanel.deferred.tsx', () => import('./WelfarePanel.deferred'))
const ExchangePanel = deferred('client/features/activity/ExchangePanel.deferred.tsx', () => import('./ExchangePanel.deferred'))

/**
 * A campaign page's own panel (client/pages/campaign.tsx): the family panels' table is the
 * pages under /activity/'s (./families/FamilyPanel.tsx), not loaded here. /invite and /xshd have
 * page modules of their own (client/pages/invite.tsx, xshd.tsx), which declare their panels.
 */
export function campaignPanel(entry: RouteEntry, activity: ActivityInfo) {
  if (entry.id === 'activity-welfare-storage') return <StoragePanel activity={activity} />
  if (entry.id === 'welfare' || entry.id.startsWith('new-welfare')) return <WelfarePanel activity={activity} />
  if (entry.id === 'exchange') return <ExchangePanel activity={activity} />
  if (entry.id === 'client-share') return <SharedWorkPanel work={SharedWork} />
  return null
}
