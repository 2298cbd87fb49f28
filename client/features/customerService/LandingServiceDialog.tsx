import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { configCalls } from '../../../shared/contracts/config'
import { GLOBAL_CONFIG_TTL_SECONDS } from '../../../shared/constants'
import type { DialogControls } from '../../components/dialogStore'
import { useApi } from '../../lib/api/context'
import { LandingHotline } from './landingHotline'
import { ServiceDialogFrame, VisitorOptions } from './ServiceDialogFrame'

/**
 * The hotline the page came with; else the global config, read when the dialog opens (a
 * landing's page has no query cache to seed). Not the app's globalConfigQuery: reached from
 * the island, it and what it loads would leave the app's own chunk, and every app page would load more.
 */
function useLandingHotline() {
  const given = useContext(LandingHotline)
  const api = useApi()
  const read = useQuery({
    queryKey: ['main', 'ow-config'],
    queryFn: () => api.call(configCalls.global),
    staleTime: GLOBAL_CONFIG_TTL_SECONDS * 1000,
    enabled: given === null,
  }).data
  return given ?? read
}

/**
 * 在线客服 on an ad landing: what a visitor gets, the consultation and the hotline. A landing
 * carries no session or login dialog (docs/decisions/020), so neither the chat nor the login.
 */
export default function LandingServiceDialog({ open, onClose }: DialogControls) {
  return (
    <ServiceDialogFrame open={open} onClose={onClose} config={useLandingHotline()}>
      <VisitorOptions onClose={onClose} login={false} />
    </ServiceDialogFrame>
  )
}
