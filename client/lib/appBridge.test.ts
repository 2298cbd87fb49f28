import { afterEach, describe, expect, it, vi } from 'vitest'
import { APP_BRIDGE_MESSAGES, callApp } from './appBridge'
import { isInApp } from './appHost'

type Posted = { callbackId: string; payload?: unknown }

function stubHost(answer: (name: string, message: Posted) => void) {
  const posted: Array<[string, Posted]> = []
  const handlers = Object.fromEntries(
    APP_BRIDGE_MESSAGES.map((name) => [name, { postMessage: (message: Posted) => (posted.push([name, message]), answer(name, message)) }]),
  )
  vi.stubGlobal('window', { webkit: { messageHandlers: handlers } })
  return posted
}

afterEach(() => vi.unstubAllGlobals())

describe('the iOS app bridge', () => {
  it('outside the app warns and does nothing, and share rejects with an error', async () => {
    vi.stubGlobal('window', {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(isInApp()).toBe(false)
    await expect(callApp('showToast', { message: '你好' })).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('showToast'))
    await expect(callApp('share', { title: 't', desc: 'd', link: 'https://x.cn/', imgUrl: 'https://x.cn/a.png' })).rejects.toThrow('当前环境不支持分享')
    warn.mockRestore()
  })

  it('inside the app posts each message with its payload and resolves with the host’s answer', async () => {
    const posted = stubHost((name, message) => {
      const bridge = (globalThis as unknown as { window: { __appBridge: { resolve(id: string, data: unknown): void; reject(id: string, m: string): void } } })
        .window.__appBridge
      if (name === 'getUserInfo') queueMicrotask(() => bridge.resolve(message.callbackId, { user_id: 7, org_id: null, token: 't'.repeat(20) }))
      if (name === 'saveImage') queueMicrotask(() => bridge.reject(message.callbackId, '相册无权限'))
    })
    expect(isInApp()).toBe(true)
    await expect(callApp('getUserInfo')).resolves.toEqual({ user_id: 7, org_id: null, token: 't'.repeat(20) })
    await expect(callApp('openURL', { url: 'https://x.cn/' })).resolves.toBeUndefined()
    await expect(callApp('saveImage', { url: '/a.png' })).rejects.toThrow('相册无权限')
    expect(posted.map(([name]) => name)).toEqual(['getUserInfo', 'openURL', 'saveImage'])
    expect(posted[1]![1].payload).toEqual({ url: 'https://x.cn/' })
  })
})
