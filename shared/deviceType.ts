/**
 * A device's system (spec section 3), apart from shared/enums.ts: the device page is its one
 * reader, and importing it from there loaded the chunk of every account enumeration (0.5 kB gzip).
 */
export const DeviceType = { iOS: 1, Android: 2, Windows: 3, Mac: 4, Other: 99 } as const
