/** The config service's call (spec section 3, global config), one record (shared/contracts/call.ts). */
import { declareCalls, get } from './call'

export const configCalls = declareCalls('main', () => import('./schemas/configCalls'), {
  /** Global config, every field of spec section 3; the gateway caches it at the edge and keeps its last good answer. */
  global: get('/v1/ow/config', { lastGood: true }),
})
