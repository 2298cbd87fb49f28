import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { activityCalls } from '../../../../shared/contracts/activity'
import { useApi } from '../../../lib/api/context'
import { useActivityMe } from './activityUser'

/**
 * info_ex: the activity with the logged-in user's own figures in its family (a group's
 * members, a deposit's balance, a studio's year). Asked again when the login changes.
 */
export function useActivityFigures(uuid: string) {
  const api = useApi()
  const phone = useActivityMe().data?.phone ?? null
  return useQuery({
    queryKey: ['activity', 'info-ex', uuid, phone],
    queryFn: () => api.call(activityCalls.infoEx, { query: { uuid } }),
    select: (data) => (data.logged_in ? data.figures : null),
    staleTime: 30_000,
  })
}

/** sales/info: the salesman of a distribution link, with the link and QR that attribute visitors of `uuid` to them. */
export function useSalesman(code: string, uuid: string) {
  const api = useApi()
  return useQuery({
    queryKey: ['activity', 'sales', code, uuid],
    queryFn: () => api.call(activityCalls.salesInfo, { query: { code, uuid }, silent: true }),
    retry: false,
    staleTime: 60_000,
  })
}

/** distribution/info: the registrations and subscriptions a salesman brought. */
export function useDistribution(code: string) {
  const api = useApi()
  return useQuery({
    queryKey: ['activity', 'distribution', code],
    queryFn: () => api.call(activityCalls.distributionInfo, { query: { code }, silent: true }),
    retry: false,
    staleTime: 30_000,
  })
}

/** Attributes the logged-in visitor to the salesman whose link they came through; the salesman's figures follow. */
export function useJoinSalesman() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { uuid: string; code: string }) => api.call(activityCalls.distributionJoin, { body: input, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activity', 'distribution'] }),
  })
}

/** A friend joins the group of the leader whose link they came through; the group's figures follow. */
export function useJoinGroup() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { uuid: string; inviter: string }) => api.call(activityCalls.groupJoin, { body: input, silent: (error) => error.kind === 'server' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['activity', 'info-ex'] }),
  })
}

/** Activity info by type: the other activities of the same type (more AI plays beside this one). */
export function useActivitiesOfType(type: number) {
  const api = useApi()
  return useQuery({
    queryKey: ['activity', 'by-type', type],
    queryFn: () => api.call(activityCalls.infoByType, { query: { type }, silent: true }),
    select: (data) => data.list,
    staleTime: 60_000,
  })
}

/** Owner config: the activities' customer service (phone, WeChat, hours). */
export function useActivityService() {
  const api = useApi()
  return useQuery({
    queryKey: ['activity', 'owner-config'],
    queryFn: () => api.call(activityCalls.ownerConfig, { silent: true }),
    staleTime: 300_000,
  })
}
