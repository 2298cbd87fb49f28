import type { PolicyName } from '../../shared/routes'
import { useGlobalConfig } from '../blocks/config/globalConfig'
import { PolicyDocument } from '../features/policies/PolicyDocument'
import { useRouteEntry } from '../lib/useRouteEntry'

/** /agreement/{user,privacy,auto-renewal,membership}: the policy its entry names, the operator from the global config (every route loads it). */
export default function PolicyPage() {
  const entry = useRouteEntry()
  const { data: config } = useGlobalConfig()
  return <PolicyDocument name={(entry.variant ?? 'user') as PolicyName} title={entry.title} config={config} />
}
