/**
 * The account's devices (the machine state of spec section 3), apart from ./user.ts so that
 * /profile/device loads these schemas only, not every login and security schema.
 */
import * as z from 'zod/mini'
import { envelope } from '../envelope'
import { int, positiveInt } from '../fields'

export const deviceSchema = z.object({
  id: int,
  device_type: int,
  platform: z.string(),
  os_version: z.string(),
  cpu: z.string(),
  arch: z.string(),
  cpu_count: int,
  gpu: z.string(),
  gpu_renderer: z.string(),
  gpu_vendor: z.string(),
  mac_address: z.string(),
  setup_file_name: z.string(),
  total_memory: z.number(),
  free_memory: z.number(),
  host_name: z.string(),
  current_version: z.string(),
  latest_version: z.string(),
  last_active_at: int,
})
export type Device = z.infer<typeof deviceSchema>
export const devicesResponse = envelope(z.array(deviceSchema))
/** Removes one of the account's devices from its list (by the id devices answered). */
export const removeDeviceRequest = z.object({ id: positiveInt })
export const removeDeviceResponse = envelope(z.null())
