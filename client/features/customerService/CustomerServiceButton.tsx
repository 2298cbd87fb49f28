import { deferred } from '../../lib/deferred'
import { customerServiceDialog } from './serviceDialog'

// The app's dialog (the chat once logged in, and the login, consultation and IM code it reaches), loaded on the first open.
customerServiceDialog.provide(() => import('./CustomerServiceDialog'))

/**
 * The floating 在线客服 entry: in every page's server HTML, its code after the first paint
 * (decision 018), so it adds nothing to a page's first download.
 */
export const CustomerServiceButton = deferred(
  'client/features/customerService/CustomerServiceEntry.deferred.tsx',
  () => import('./CustomerServiceEntry.deferred'),
)
