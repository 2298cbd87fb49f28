import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../lib/storage'
import { keptActivityPhone, rememberActivityUser } from './activityUserStore'

describe('the activity user base info (spec section 3, client-side stored keys; an activity user is a phone only)', () => {
  it('keeps the phone last logged in to a campaign under activity_user_base_info', () => {
    const store = createMemoryStore()
    expect(keptActivityPhone(store)).toBeUndefined()
    rememberActivityUser(store, '13800138000')
    expect(JSON.parse(store.getItem('activity_user_base_info')!)).toEqual({ phone: '13800138000' })
    expect(keptActivityPhone(store)).toBe('13800138000')
  })
  it('keeps and gives back only a mainland mobile number', () => {
    const store = createMemoryStore()
    rememberActivityUser(store, '12345')
    expect(store.getItem('activity_user_base_info')).toBeNull()
    store.setItem('activity_user_base_info', JSON.stringify({ phone: '1380013800x' }))
    expect(keptActivityPhone(store)).toBeUndefined()
    store.setItem('activity_user_base_info', 'x')
    expect(keptActivityPhone(store)).toBeUndefined()
  })
})
