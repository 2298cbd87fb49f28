import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../lib/storage'
import { forgetJsConfig, keptJsConfig, rememberJsConfig } from './jsConfigStore'

const URL_A = 'https://example.com/activity/x?sId=3'
const CONFIG = { appid: 'wx123', timestamp: 1_800_000_000, nonce_str: 'abc', signature: 'f'.repeat(40) }

describe('the wechat config info (spec section 3, client-side stored keys; spec section 9, signature cached 10 minutes)', () => {
  it('keeps the signature of a page address under wechat_config_info', () => {
    const store = createMemoryStore()
    rememberJsConfig(store, URL_A, CONFIG)
    expect(JSON.parse(store.getItem('wechat_config_info')!)).toEqual({ url: URL_A, ...CONFIG })
  })
  it('is used again for the same address for 10 minutes after it was signed', () => {
    const store = createMemoryStore()
    rememberJsConfig(store, URL_A, CONFIG)
    expect(keptJsConfig(store, URL_A, CONFIG.timestamp + 599)).toEqual(CONFIG)
    expect(keptJsConfig(store, URL_A, CONFIG.timestamp + 600)).toBeUndefined()
    expect(keptJsConfig(store, URL_A, CONFIG.timestamp - 1)).toBeUndefined()
  })
  it('is not used for another address, nor when malformed or forgotten', () => {
    const store = createMemoryStore()
    rememberJsConfig(store, URL_A, CONFIG)
    expect(keptJsConfig(store, `${URL_A}&b=1`, CONFIG.timestamp)).toBeUndefined()
    store.setItem('wechat_config_info', JSON.stringify({ url: URL_A, ...CONFIG, signature: 7 }))
    expect(keptJsConfig(store, URL_A, CONFIG.timestamp)).toBeUndefined()
    rememberJsConfig(store, URL_A, CONFIG)
    forgetJsConfig(store)
    expect(store.getItem('wechat_config_info')).toBeNull()
  })
})
