/**
 * The common calls' schemas (./common.ts), each under the name of its record in ../common.ts: the
 * module the records load (decision 018), apart from ./common.ts so that the browser's chunk
 * exports only this table, not every schema by its name.
 */
import type { CallSchemaTable } from '../call'
import {
  cityListQuery,
  cityListResponse,
  consultationCreateRequest,
  consultationCreateResponse,
  cooperationTransferRequest,
  cooperationTransferResponse,
  provinceListResponse,
  sandboxSubmissionsResponse,
} from './common'

export const callSchemas = {
  provinces: { response: provinceListResponse },
  cities: { query: cityListQuery, response: cityListResponse },
  consultationCreate: { body: consultationCreateRequest, response: consultationCreateResponse },
  cooperationTransfer: { body: cooperationTransferRequest, response: cooperationTransferResponse },
  sandboxSubmissions: { response: sandboxSubmissionsResponse },
} satisfies CallSchemaTable
