import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type * as z from 'zod/mini'
import type { qrcodeSchema, scanStateSchema } from '../../../shared/contracts/schemas/user'
import { ServerCode, WechatQrState } from '../../../shared/enums'
import { ApiError } from '../../lib/api/client'
import { isQrExpired, pollDelay, qrExpiresAt } from './scanRules'

export type Qrcode = z.infer<typeof qrcodeSchema>
export type ScanState = z.infer<typeof scanStateSchema>

/** The service may know before our clock does that a QR is dead. */
function isExpiredError(error: unknown): boolean {
  return error instanceof ApiError && error.code === ServerCode.QrExpired
}

export type ScanStatus = 'loading' | 'failed' | 'waiting' | 'expired' | 'scanned'

export interface WechatScanOptions {
  /** Query key prefix; each mount of a scan gets a fresh QR. */
  key: readonly unknown[]
  fetchQr: () => Promise<Qrcode>
  fetchState: (subToken: string) => Promise<ScanState>
  enabled?: boolean
}

/**
 * One WeChat QR from fetch to scan (spec section 4): fetch the QR, poll its state every
 * second while "waiting follow", mark it expired `expires_in` seconds after the fetch,
 * and hand back the final state (2 waiting connect or 3 success). `refresh` fetches a new
 * QR. The timers belong to react-query and to the expiry effect, and stop on unmount.
 */
export function useWechatScan({ key, fetchQr, fetchState, enabled = true }: WechatScanOptions) {
  const qr = useQuery({ queryKey: [...key, 'qr'], queryFn: fetchQr, enabled, staleTime: Infinity, gcTime: 0, retry: false })
  const fetchedAt = qr.dataUpdatedAt
  const expiresAt = qr.data ? qrExpiresAt(fetchedAt, qr.data.expires_in) : Infinity
  const [expiredAt, setExpiredAt] = useState<number | undefined>(undefined)
  const expired = expiredAt === fetchedAt && fetchedAt > 0

  useEffect(() => {
    if (!Number.isFinite(expiresAt)) return
    if (isQrExpired(Date.now(), expiresAt)) {
      setExpiredAt(fetchedAt)
      return
    }
    const timer = setTimeout(() => setExpiredAt(fetchedAt), expiresAt - Date.now())
    return () => clearTimeout(timer)
  }, [expiresAt, fetchedAt])

  const subToken = qr.data?.sub_token
  const state = useQuery({
    queryKey: [...key, 'state', subToken],
    queryFn: () => fetchState(subToken!),
    enabled: enabled && !!subToken && !expired,
    refetchInterval: (query) => (isExpiredError(query.state.error) ? false : pollDelay(query.state.data?.state)),
    gcTime: 0,
    retry: false,
  })

  const serviceSaysExpired = isExpiredError(state.error)
  const result = state.data && state.data.state !== WechatQrState.WaitingFollow ? state.data : undefined

  const status: ScanStatus = qr.isError
    ? 'failed'
    : !qr.data || qr.isFetching
      ? 'loading'
      : result
        ? 'scanned'
        : expired || serviceSaysExpired
          ? 'expired'
          : 'waiting'

  return {
    status,
    qr: qr.data,
    result: status === 'scanned' ? result : undefined,
    refresh: () => void qr.refetch(),
  }
}
