import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { activityCalls } from '../../../../shared/contracts/activity'
import { useApi } from '../../../lib/api/context'
import { useActivityMe } from './activityUser'

/*
 * The family panels' reads suspend: the server asks them with the visitor's cookie and the
 * page arrives with the answers, so a phone opening the page makes no call of its own (and
 * loads no contract code for one, decision 037). A failed read is an answer (nothing shown),
 * never an error page.
 */

/**
 * info_ex: the logged-in user's own figures in the activity's family (a group's members, a
 * deposit's balance, a studio's year); null for a visitor. Asked again, in the background,
 * when the login changes.
 */
export function useActivityFigures(uuid: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  const phone = useActivityMe().data?.phone ?? null
  const asked = useRef(phone)
  useEffect(() => {
    if (asked.current === phone) return
    asked.current = phone
    void queryClient.invalidateQueries({ queryKey: ['activity', 'info-ex', uuid] })
  }, [phone, uuid, queryClient])
  return useSuspenseQuery({
    queryKey: ['activity', 'info-ex', uuid],
    queryFn: () =>
      api
        .call(activityCalls.infoEx, { query: { uuid }, silent: true })
        .then((data) => (data.logged_in ? data.figures : null))
        .catch(() => null),
    staleTime: 30_000,
  })
}

/** sales/info: the salesman of a distribution link, with the link and QR that attribute visitors of `uuid` to them; null for an unknown code. */
export function useSalesman(code: string, uuid: string) {
  const api = useApi()
  return useSuspenseQuery({
    queryKey: ['activity', 'sales', code, uuid],
    queryFn: () => api.call(activityCalls.salesInfo, { query: { code, uuid }, silent: true }).catch(() => null),
    staleTime: 60_000,
  })
}

/** distribution/info: the registrations and subscriptions a salesman brought. */
export function useDistribution(code: string) {
  const api = useApi()
  return useSuspenseQuery({
    queryKey: ['activity', 'distribution', code],
    queryFn: () => api.call(activityCalls.distributionInfo, { query: { code }, silent: true }).catch(() => null),
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
  return useSuspenseQuery({
    queryKey: ['activity', 'by-type', type],
    queryFn: () =>
      api
        .call(activityCalls.infoByType, { query: { type }, silent: true })
        .then((data) => data.list)
        .catch(() => []),
    staleTime: 60_000,
  })
}

/** Owner config: the activities' customer service (phone, WeChat, hours). */
export function useActivityService() {
  const api = useApi()
  return useSuspenseQuery({
    queryKey: ['activity', 'owner-config'],
    queryFn: () => api.call(activityCalls.ownerConfig, { silent: true }).catch(() => null),
    staleTime: 300_000,
  })
}
