/**
 * The config service's call schemas (./config.ts), under the name of its record in
 * ../config.ts: the module the record loads (decision 018), apart from ./config.ts so that
 * the browser's chunk exports only this table, not every schema by its name.
 */
import type { CallSchemaTable } from '../call'
import { globalConfigResponse } from './config'

export const callSchemas = {
  global: { response: globalConfigResponse },
} satisfies CallSchemaTable
