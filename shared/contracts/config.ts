/** The config service's call (spec section 3, global config), one record (shared/contracts/call.ts). */
import { defineCall } from './call'

const schemas = () => import('./schemas/config')

export const configCalls = {
  /** Global config, every field of spec section 3; the gateway caches it at the edge and keeps its last good answer. */
  global: defineCall({
    api: 'main',
    method: 'GET',
    path: '/v1/ow/config',
    schemas: () => schemas().then((s) => ({ response: s.globalConfigResponse })),
    lastGood: true,
  }),
}
