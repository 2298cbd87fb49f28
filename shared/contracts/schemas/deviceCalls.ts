/**
 * The device calls' schemas (./device.ts), each under the name of its record in ../user.ts: the
 * module those records load (decision 018), so that the browser's chunk exports only this table.
 */
import type { CallSchemaTable } from '../call'
import { devicesResponse, removeDeviceRequest, removeDeviceResponse } from './device'

export const callSchemas = {
  devices: { response: devicesResponse },
  removeDevice: { body: removeDeviceRequest, response: removeDeviceResponse },
} satisfies CallSchemaTable
