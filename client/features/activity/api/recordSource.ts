import { activityCalls } from '../../../../shared/contracts/activity'
import { recordedSource, rememberRecordedSource } from '../../../blocks/session/sourceCache'
import { sourceIdFrom } from '../../../blocks/session/sourceChannel'
import type { ApiClient } from '../../../lib/api/client'
import { storage } from '../../../lib/storage'

/** Records where the visitor came from, once per activity in this browser (./sourceCreate.ts). */
export async function recordSource(api: ApiClient, input: { activityUuid: string; channel: string }) {
  const store = storage()
  if (recordedSource(store, input.activityUuid) !== undefined) return { created: false }
  const sourceId = sourceIdFrom(document.cookie)
  const result = await api.call(activityCalls.sourceCreate, {
    body: { activity_uuid: input.activityUuid, source_id: sourceId, channel: input.channel },
    silent: true,
  })
  rememberRecordedSource(store, input.activityUuid, sourceId)
  return result
}
