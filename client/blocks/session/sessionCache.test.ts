import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { AccessTag } from '../../../shared/access'
import { USER_QUERY_ROOT } from './keys'
import { clearLogin, sceneUserQueryRoot } from './sessionCache'
import { readViewer, setViewer } from './viewer'

const LOGGED_IN = { loggedIn: true, accessTag: AccessTag.NoAuth }

function cacheWithLogins() {
  const queryClient = new QueryClient()
  for (const scene of ['main', 'activity', 'activityEx'] as const) setViewer(queryClient, LOGGED_IN, scene)
  queryClient.setQueryData([...USER_QUERY_ROOT, 'info'], { name: 'main user' })
  queryClient.setQueryData([...sceneUserQueryRoot('activity'), 'me'], { phone: '13700000001' })
  queryClient.setQueryData([...sceneUserQueryRoot('activityEx'), 'me'], { phone: '13700000002' })
  return queryClient
}

describe('clearLogin', () => {
  it('makes a campaign scene’s user a visitor (null), observed, and leaves the other logins alone', () => {
    const queryClient = cacheWithLogins()
    const seen: unknown[] = []
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') seen.push(event.query.queryKey)
    })
    clearLogin(queryClient, 'activityEx')
    unsubscribe()
    expect(queryClient.getQueryData([...sceneUserQueryRoot('activityEx'), 'me'])).toBeNull()
    expect(seen).toContainEqual([...sceneUserQueryRoot('activityEx'), 'me'])
    expect(readViewer(queryClient, 'activityEx').loggedIn).toBe(false)
    expect(queryClient.getQueryData([...sceneUserQueryRoot('activity'), 'me'])).toEqual({ phone: '13700000001' })
    expect(queryClient.getQueryData([...USER_QUERY_ROOT, 'info'])).toEqual({ name: 'main user' })
    expect(readViewer(queryClient, 'main').loggedIn).toBe(true)
  })

  it('removes the main scene’s user queries and keeps the campaign users', () => {
    const queryClient = cacheWithLogins()
    clearLogin(queryClient, 'main')
    expect(queryClient.getQueryCache().find({ queryKey: [...USER_QUERY_ROOT, 'info'] })).toBeUndefined()
    expect(readViewer(queryClient, 'main').loggedIn).toBe(false)
    expect(queryClient.getQueryData([...sceneUserQueryRoot('activityEx'), 'me'])).toEqual({ phone: '13700000002' })
  })
})
