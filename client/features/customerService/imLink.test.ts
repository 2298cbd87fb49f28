import { describe, expect, it } from 'vitest'
import { CUSTOMER_SERVICE_GROUPS } from '../../../shared/constants'
import { createMemoryStore } from '../../lib/storage'
import { chatUrl } from './imLink'
import { forgetImInfo, IM_TIMESTAMP_STORAGE_KEY, IM_URL_STORAGE_KEY, keepImInfo, keptImInfo } from '../../blocks/session/imStore'

describe('the customer-service chat link', () => {
  it('opens im/info’s url in the support or sales group, keeping its user and level', () => {
    const imUrl = 'https://im.example/chat?uid=4&org_id=104&level=8'
    expect(new URL(chatUrl(imUrl, 'support')).searchParams.get('group')).toBe(String(CUSTOMER_SERVICE_GROUPS.support))
    const sales = new URL(chatUrl(imUrl, 'sales'))
    expect(sales.searchParams.get('group')).toBe(String(CUSTOMER_SERVICE_GROUPS.sales))
    expect(sales.searchParams.get('level')).toBe('8')
    expect(sales.searchParams.get('uid')).toBe('4')
  })

  it('keeps the url and its timestamp under the spec’s keys, and forgets them', () => {
    const store = createMemoryStore()
    expect(keptImInfo(store)).toBeNull()
    keepImInfo(store, { im_url: 'https://im.example/chat?uid=1', timestamp: 1764000000 })
    expect(store.getItem(IM_URL_STORAGE_KEY)).toBe('https://im.example/chat?uid=1')
    expect(store.getItem(IM_TIMESTAMP_STORAGE_KEY)).toBe('1764000000')
    expect(keptImInfo(store)).toEqual({ im_url: 'https://im.example/chat?uid=1', timestamp: 1764000000 })
    store.setItem(IM_TIMESTAMP_STORAGE_KEY, 'garbage')
    expect(keptImInfo(store)).toBeNull()
    forgetImInfo(store)
    expect(store.getItem(IM_URL_STORAGE_KEY)).toBeNull()
  })
})
