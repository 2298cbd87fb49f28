import { useMutation } from '@tanstack/react-query'
import { activityCalls } from '../../../../shared/contracts/activity'
import { sourceIdFrom } from '../../../blocks/session/sourceChannel'
import { useApi } from '../../../lib/api/context'

/**
 * organization_history_source/create: where a visitor who registers on an activity came from
 * (the source channel the edge kept from `sId`, else 924, and how: `channel`), recorded once per
 * activity by the service. A record that fails costs the visitor nothing, so it shows no toast.
 */
export function useRecordSource() {
  const api = useApi()
  return useMutation({
    mutationFn: (input: { activityUuid: string; channel: string }) =>
      api.call(activityCalls.sourceCreate, {
        body: { activity_uuid: input.activityUuid, source_id: sourceIdFrom(document.cookie), channel: input.channel },
        silent: true,
      }),
  })
}
