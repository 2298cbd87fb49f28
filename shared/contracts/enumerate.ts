/**
 * The enumerate call (spec section 7, common calls): the option lists of spec section 3
 * "Enumerate types", one record (shared/contracts/call.ts). The built-in service serves the
 * ones this site uses; an enumeration it does not know answers an empty list.
 */
import { callsOf } from './call'

const enumerate = callsOf('main', () => import('./schemas/enumerate'))

export const enumerateCalls = {
  /** GET enumerate/info?type&sub_type: one option list. */
  info: enumerate.get('/v1/enumerate/info', (s) => ({ query: s.enumerateInfoQuery, response: s.enumerateInfoResponse }), { lastGood: true }),
}
