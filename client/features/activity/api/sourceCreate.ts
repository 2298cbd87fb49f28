import { useMutation } from '@tanstack/react-query'
import { useApi } from '../../../lib/api/context'

/** The record's code (the source cache and channel): fetched when a visitor starts to register, not with the page. */
export const loadRecordSource = () => import('./recordSource')

/**
 * organization_history_source/create: where a visitor who registers on an activity came from
 * (the source channel the edge kept from `sId`, else 924, and how: `channel`), recorded once per
 * activity by the service. This browser keeps what it recorded (the source cache) and does not
 * send the same activity's source again. A record that fails costs the visitor nothing, so it
 * shows no toast.
 */
export function useRecordSource() {
  const api = useApi()
  return useMutation({
    mutationFn: async (input: { activityUuid: string; channel: string }) => (await loadRecordSource()).recordSource(api, input),
  })
}
