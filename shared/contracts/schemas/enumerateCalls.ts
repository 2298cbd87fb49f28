/**
 * The enumerate call's schemas (./enumerate.ts), under the name of its record in
 * ../enumerate.ts: the module the record loads (decision 018), apart from ./enumerate.ts so
 * that the browser's chunk exports only this table.
 */
import type { CallSchemaTable } from '../call'
import { enumerateInfoQuery, enumerateInfoResponse } from './enumerate'

export const callSchemas = {
  info: { query: enumerateInfoQuery, response: enumerateInfoResponse },
} satisfies CallSchemaTable
