import type { ActivityInfo } from '../../shared/contracts/schemas/activity'
import { ActivityRoute } from '../features/activity/ActivityRoute'
import { deferred } from '../lib/deferred'
import { useRouteEntry } from '../lib/useRouteEntry'

/**
 * The export tasks, a part of the page's own: /xshd has a page module of its own, so that it
 * does not load the table of the other campaign pages' panels (decision 037).
 */
const TaskPanel = deferred('client/features/activity/TaskPanel.deferred.tsx', () => import('../features/activity/TaskPanel.deferred'))

const taskPanel = (_entry: unknown, activity: ActivityInfo) => <TaskPanel activity={activity} />

/** /xshd: the campaign page of the newcomers' tasks, with its panel. */
export default function XshdPage() {
  return <ActivityRoute entry={useRouteEntry()} panel={taskPanel} />
}
