/**
 * The enumerate call (spec section 7, common calls): the option lists of spec section 3
 * "Enumerate types", one record (shared/contracts/call.ts). The built-in service serves the
 * ones this site uses; an enumeration it does not know answers an empty list.
 */
import { declareCalls, get } from './call'

export const enumerateCalls = declareCalls('main', () => import('./schemas/enumerateCalls'), {
  /** GET enumerate/info?type&sub_type: one option list. */
  info: get('/v1/enumerate/info', { lastGood: true }),
})
