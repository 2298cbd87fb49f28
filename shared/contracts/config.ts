/** The config service's call (spec section 3, global config), one record (shared/contracts/call.ts). */
import { callsOf } from './call'

const config = callsOf('main', () => import('./schemas/config'))

export const configCalls = {
  /** Global config, every field of spec section 3; the gateway caches it at the edge and keeps its last good answer. */
  global: config.get('/v1/ow/config', (s) => ({ response: s.globalConfigResponse }), { lastGood: true }),
}
