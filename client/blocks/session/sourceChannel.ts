import { COOKIES, DEFAULT_SOURCE_ID } from '../../../shared/constants'
import { readCookie } from '../../../shared/cookies'

// Apart from the login body so that pages which only read the channel (the purchase) do not load the code hashing.

/** The source channel captured at the edge (`sId` → the source_id cookie), else the default 924. */
export function sourceIdFrom(cookieHeader: string | null | undefined): number {
  const value = readCookie(cookieHeader, COOKIES.sourceId)
  if (!value || !/^\d{1,9}$/.test(value)) return DEFAULT_SOURCE_ID
  const id = Number(value)
  return id > 0 ? id : DEFAULT_SOURCE_ID
}

/** The source channel's uuid captured at the edge (`_uuid` → its cookie), when it is well formed. */
export function sourceUuidFrom(cookieHeader: string | null | undefined): string | undefined {
  const value = readCookie(cookieHeader, COOKIES.sourceUuid)
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined
}
