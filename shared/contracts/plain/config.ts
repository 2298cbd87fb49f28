/** The zod-free half of shared/contracts/config.ts (re-exported there): what the browser imports up front (decision 018). */
export const configPaths = {
  /** GET /v1/ow/config: global config, every field of spec section 3. */
  global: '/v1/ow/config',
} as const
