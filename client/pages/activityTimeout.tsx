import { TimeoutView, timeoutPageQuery } from '../features/activity/TimeoutView'
import type { PagePrefetch } from './registry'

/** The ended activity (`?uuid=`) and the open ones, ready before the page streams. */
export const prefetch: PagePrefetch = ({ queryClient, api, url }) => queryClient.ensureQueryData(timeoutPageQuery(api, url.searchParams.get('uuid')))

/**
 * /activity/timeout and /new-welfare/timeout, where the edge sends an ended activity's
 * visitors: a page of their own, so they load none of the activity pages' code.
 */
export default function ActivityTimeoutPage() {
  return <TimeoutView />
}
