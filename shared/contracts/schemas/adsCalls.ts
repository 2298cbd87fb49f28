/**
 * The ads service's call schemas (./ads.ts), each under the name of its record in ../ads.ts: the
 * module the records load (decision 018), apart from ./ads.ts so that the browser's chunk exports
 * only this table, not every schema by its name.
 */
import type { CallSchemaTable } from '../call'
import {
  adReportRequest,
  adReportResponse,
  appAuthRequest,
  appAuthResponse,
  conversionRequest,
  conversionResponse,
  jsConfigRequest,
  jsConfigResponse,
  landingQuery,
  landingResponse,
  trackRequest,
  trackResponse,
} from './ads'

export const callSchemas = {
  landing: { query: landingQuery, response: landingResponse },
  report: { body: adReportRequest, response: adReportResponse },
  conversion: { body: conversionRequest, response: conversionResponse },
  track: { body: trackRequest, response: trackResponse },
  jsConfig: { body: jsConfigRequest, response: jsConfigResponse },
  appAuth: { body: appAuthRequest, response: appAuthResponse },
} satisfies CallSchemaTable
