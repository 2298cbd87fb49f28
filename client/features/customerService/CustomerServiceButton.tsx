import { deferred } from '../../lib/deferred'

/**
 * The floating 在线客服 entry: in every page's server HTML, its code after the first paint
 * (decision 018), so it adds nothing to a page's first download.
 */
export const CustomerServiceButton = deferred(
  'client/features/customerService/CustomerServiceEntry.deferred.tsx',
  () => import('./CustomerServiceEntry.deferred'),
)
