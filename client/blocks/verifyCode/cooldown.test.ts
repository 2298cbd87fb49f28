import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../lib/storage'
import { ServerCode } from '../../../shared/enums'
import { ApiError } from '../../lib/api/client'
import { COOLDOWN_STORAGE_KEY, cooldownLeft, releaseIfBurnt, startCooldown } from './cooldown'

const T0 = 1_800_000_000_000

/** A store in which a login code was sent at T0. */
function loginSentAtT0() {
  const store = createMemoryStore()
  startCooldown(store, 'login', T0)
  return store
}

describe('verification code cooldown', () => {
  it('is 0 when no code was sent', () => {
    expect(cooldownLeft(createMemoryStore(), 'login', T0)).toBe(0)
  })

  it('lasts 60 s from a send and counts down in whole seconds', () => {
    const store = loginSentAtT0()
    expect(cooldownLeft(store, 'login', T0)).toBe(60)
    expect(cooldownLeft(store, 'login', T0 + 500)).toBe(60)
    expect(cooldownLeft(store, 'login', T0 + 1_000)).toBe(59)
    expect(cooldownLeft(store, 'login', T0 + 59_001)).toBe(1)
    expect(cooldownLeft(store, 'login', T0 + 60_000)).toBe(0)
  })

  it('survives a reload: a new reader of the same store sees the running cooldown', () => {
    const store = loginSentAtT0()
    const raw = store.getItem(COOLDOWN_STORAGE_KEY)
    const reloaded = createMemoryStore()
    reloaded.setItem(COOLDOWN_STORAGE_KEY, raw!)
    expect(cooldownLeft(reloaded, 'login', T0 + 20_000)).toBe(40)
  })

  it('keeps scopes apart', () => {
    const store = loginSentAtT0()
    startCooldown(store, 'change-phone', T0 + 30_000)
    expect(cooldownLeft(store, 'security', T0 + 30_000)).toBe(0)
    expect(cooldownLeft(store, 'login', T0 + 30_000)).toBe(30)
    expect(cooldownLeft(store, 'change-phone', T0 + 30_000)).toBe(60)
  })

  it('drops ended cooldowns when a new one starts', () => {
    const store = loginSentAtT0()
    startCooldown(store, 'cancel', T0 + 61_000)
    expect(Object.keys(JSON.parse(store.getItem(COOLDOWN_STORAGE_KEY)!))).toEqual(['cancel'])
  })

  it('never reports more than one cooldown, even after the clock moved back', () => {
    const store = loginSentAtT0()
    expect(cooldownLeft(store, 'login', T0 - 3_600_000)).toBe(60)
  })

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[1,2]'],
    ['a string end', '{"login":"soon"}'],
    ['null', 'null'],
  ])('treats a stored value that is %s as no cooldown', (_, raw) => {
    const store = createMemoryStore()
    store.setItem(COOLDOWN_STORAGE_KEY, raw)
    expect(cooldownLeft(store, 'login', T0)).toBe(0)
    startCooldown(store, 'login', T0)
    expect(cooldownLeft(store, 'login', T0)).toBe(60)
  })

  it('still counts when the store refuses writes', () => {
    const store = {
      ...createMemoryStore(),
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(() => startCooldown(store, 'login', T0)).not.toThrow()
  })

  it('ends early when the code it waited on is burnt (10003), and only then', () => {
    const store = loginSentAtT0()
    startCooldown(store, 'consultation', T0)
    releaseIfBurnt(store, 'login', new ApiError('server', '验证码错误', 200, ServerCode.VerifyCodeWrong), T0 + 5_000)
    releaseIfBurnt(store, 'login', new Error('network'), T0 + 5_000)
    expect(cooldownLeft(store, 'login', T0 + 5_000)).toBe(55)
    releaseIfBurnt(store, 'login', new ApiError('server', '验证码错误次数过多，请重新获取', 200, ServerCode.VerifyCodeBurnt), T0 + 5_000)
    expect(cooldownLeft(store, 'login', T0 + 5_000)).toBe(0)
    expect(cooldownLeft(store, 'consultation', T0 + 5_000)).toBe(55)
  })
})
