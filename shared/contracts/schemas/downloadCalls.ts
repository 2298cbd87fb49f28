/**
 * The download call's schemas (./download.ts), under the name of its record in
 * ../download.ts: the module the record loads (decision 018), apart from ./download.ts so
 * that the browser's chunk exports only this table.
 */
import type { CallSchemaTable } from '../call'
import { downloadInfoQuery, downloadInfoResponse } from './download'

export const callSchemas = {
  info: { query: downloadInfoQuery, response: downloadInfoResponse },
} satisfies CallSchemaTable
