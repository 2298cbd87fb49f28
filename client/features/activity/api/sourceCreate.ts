import { useMutation } from '@tanstack/react-query'
import { activityCalls } from '../../../../shared/contracts/activity'
import { recordedSource, rememberRecordedSource } from '../../../blocks/session/sourceCache'
import { sourceIdFrom } from '../../../blocks/session/sourceChannel'
import { useApi } from '../../../lib/api/context'
import { storage } from '../../../lib/storage'

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
    mutationFn: async (input: { activityUuid: string; channel: string }) => {
      const store = storage()
      if (recordedSource(store, input.activityUuid) !== undefined) return { created: false }
      const sourceId = sourceIdFrom(document.cookie)
      const result = await api.call(activityCalls.sourceCreate, {
        body: { activity_uuid: input.activityUuid, source_id: sourceId, channel: input.channel },
        silent: true,
      })
      rememberRecordedSource(store, input.activityUuid, sourceId)
      return result
    },
  })
}
