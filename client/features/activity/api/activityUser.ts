import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { activityCalls } from '../../../../shared/contracts/activity'
import type { ActivityLoginScene } from '../../../../shared/scenes'
import { useActivityScene } from '../activityScene'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { sceneUserQueryRoot } from '../../../blocks/session/sessionCache'

/**
 * Each campaign login has its own user (the same phone may be logged in to one and not the
 * other), kept under its scene's user queries so that a 401 of that scene forgets it.
 */
export function activityMeKey(scene: ActivityLoginScene) {
  return [...sceneUserQueryRoot(scene), 'me'] as const
}

/** The activity user of a campaign login (apart from the main one); null when logged out. */
export function activityMeQuery(api: ApiClient, scene: ActivityLoginScene = 'activity') {
  return queryOptions({
    queryKey: activityMeKey(scene),
    queryFn: () => api.call(activityCalls.me, { silent: true, login: scene }).catch(() => null),
    staleTime: 60_000,
  })
}

/**
 * The user of the page's campaign login. Suspends until known: on the server it is asked
 * with the visitor's cookie, so the page streams with the login form or the user in place,
 * never an empty panel that fills later.
 */
export function useActivityMe() {
  return useSuspenseQuery(activityMeQuery(useApi(), useActivityScene()))
}

/** 我的奖励's queries (./rewards.ts), refreshed after every credit without loading the panel's calls. */
export const REWARDS_KEY = ['activity', 'rewards']

/**
 * 我的奖励 after a credit: a read that began before it (the one the activity login starts, as
 * the panel appears) is dropped, not awaited. An invalidation alone would join a first read
 * still in flight, whose answer predates the credit, and the panel would stay empty.
 */
export async function refreshRewards(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: REWARDS_KEY })
  await queryClient.invalidateQueries({ queryKey: REWARDS_KEY })
}
