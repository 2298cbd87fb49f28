/**
 * The call schemas of the main service's calls the activity pages and the complete-info form
 * need (./activityCommon.ts), each under the name of its record in ../activityCommon.ts: the
 * module the records load (decision 018), apart from ./activityCommon.ts so that the
 * browser's chunk exports only this table.
 */
import type { CallSchemaTable } from '../call'
import {
  activityConfigResponse,
  completeOrgInfoRequest,
  completeOrgInfoResponse,
  completedInfoResponse,
  handoverExchangeRequest,
  handoverExchangeResponse,
  isUrlLimitRequest,
  isUrlLimitResponse,
  optionsResponse,
  protocolResponse,
  salesmanQrCodeQuery,
  salesmanQrCodeResponse,
} from './activityCommon'

export const callSchemas = {
  handoverExchange: { body: handoverExchangeRequest, response: handoverExchangeResponse },
  // An activity by uuid, as the activity API's info answers it.
  h5ActivityInfo: async () => (await import('./activityCalls')).callSchemas.info,
  activityConfig: { response: activityConfigResponse },
  organizationTypes: { response: optionsResponse },
  completeTypes: { response: optionsResponse },
  completeOrgInfo: { body: completeOrgInfoRequest, response: completeOrgInfoResponse },
  completedInfo: { response: completedInfoResponse },
  salesmanQrCode: { query: salesmanQrCodeQuery, response: salesmanQrCodeResponse },
  isUrlLimit: { body: isUrlLimitRequest, response: isUrlLimitResponse },
  protocol: { response: protocolResponse },
} satisfies CallSchemaTable
