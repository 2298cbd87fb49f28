import { describe, expect, it } from 'vitest'
import { COOKIES } from './constants'
import { activityLoginScene, LOGIN_SCENE_TABLE, LOGIN_SCENES, loginSceneHeader, loginSceneOfCall, loginSceneOfPayment, PaymentScene } from './scenes'

describe('login scenes', () => {
  it('give each scene its own cookie and header value', () => {
    expect(LOGIN_SCENES.map((scene) => LOGIN_SCENE_TABLE[scene].cookie)).toEqual([COOKIES.token, COOKIES.activityToken, COOKIES.activityExToken])
    expect(new Set(LOGIN_SCENES.map((scene) => LOGIN_SCENE_TABLE[scene].header)).size).toBe(LOGIN_SCENES.length)
  })

  it('read the scene of a call from its API and header, falling back to the API default', () => {
    expect(loginSceneOfCall('main', undefined)).toBe('main')
    expect(loginSceneOfCall('main', 'ex')).toBe('main')
    expect(loginSceneOfCall('activity', null)).toBe('activity')
    expect(loginSceneOfCall('activity', 'ex')).toBe('activityEx')
    expect(loginSceneOfCall('activity', 'main')).toBe('activity')
    expect(loginSceneOfCall('pay', undefined)).toBe('main')
    expect(loginSceneOfCall('pay', 'activity')).toBe('activity')
    expect(loginSceneOfCall('pay', 'ex')).toBe('activityEx')
  })

  it('write the header a call needs, and round-trip through it', () => {
    for (const api of ['main', 'activity', 'pay'] as const) {
      for (const scene of LOGIN_SCENES) {
        let header: string | undefined
        try {
          header = loginSceneHeader(api, scene)
        } catch {
          expect([api, scene]).toEqual(expect.arrayContaining(['main']))
          continue
        }
        expect(loginSceneOfCall(api, header)).toBe(scene)
      }
    }
    expect(loginSceneHeader('pay', 'main')).toBeUndefined()
    expect(() => loginSceneHeader('main', 'activity')).toThrow()
  })

  it('map payment scenes 1, 2, 3 (and promotion-ex 5) to their logins', () => {
    expect(loginSceneOfPayment(PaymentScene.Official)).toBe('main')
    expect(loginSceneOfPayment(PaymentScene.Activity)).toBe('activity')
    expect(loginSceneOfPayment(PaymentScene.ActivityEx)).toBe('activityEx')
    expect(loginSceneOfPayment(PaymentScene.PromotionEx)).toBe('main')
  })

  it('put the promo family, and only it, behind the activity-ex login', () => {
    for (const family of ['promo', 'promo/halloween', 'promo/share', 'promo/v2']) expect(activityLoginScene(family), family).toBe('activityEx')
    for (const family of ['aggregate', 'sale', 'special-sale', 'group', 'welfare', 'invite', 'promotion'])
      expect(activityLoginScene(family), family).toBe('activity')
  })
})
