import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { userCalls } from '../../../shared/contracts/user'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { userQueryKeys } from '../../blocks/session/keys'
import { useViewer } from '../../blocks/session/viewer'

/** GET devices: the machines the account has used, with their machine state (spec section 3). */
export function fetchDevices(api: ApiClient) {
  return api.call(userCalls.devices)
}

export function devicesQuery(api: ApiClient) {
  return queryOptions({ queryKey: userQueryKeys.devices, queryFn: () => fetchDevices(api) })
}

export function useDevices() {
  const viewer = useViewer()
  return useQuery({ ...devicesQuery(useApi()), enabled: viewer.loggedIn })
}

/** POST devices/remove: takes a machine off the list, then the list is read again. */
export function useRemoveDevice() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.call(userCalls.removeDevice, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKeys.devices }),
  })
}
