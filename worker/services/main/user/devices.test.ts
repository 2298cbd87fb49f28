import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { userCalls } from '../../../../shared/contracts/user'
import { devicesResponse } from '../../../../shared/contracts/schemas/device'
import { api, DEMO, loginByPhone } from '../../../test/accounts'
import { resetDatabase } from '../../../test/resetDatabase'

const idsOf = async (token: string) => devicesResponse.parse(await api(userCalls.devices.path, { token })).data.map((device) => device.id)

describe('user/devices/remove', () => {
  beforeEach(resetDatabase)

  it("takes one device off the account's list, and only that one", async () => {
    const token = await loginByPhone(DEMO.main.phone)
    const [first, ...rest] = await idsOf(token)
    const removed = await api(userCalls.removeDevice.path, { token, body: { id: first } })
    expect(removed.code).toBe(0)
    expect(await idsOf(token)).toEqual(rest)
    // Removing it again changes nothing and is no error (a second click, a second tab).
    expect((await api(userCalls.removeDevice.path, { token, body: { id: first } })).code).toBe(0)
    expect(await idsOf(token)).toEqual(rest)
  })

  it("leaves another account's device where it is", async () => {
    const others = await idsOf(await loginByPhone(DEMO.vip.phone))
    const token = await loginByPhone(DEMO.main.phone)
    const answer = await api(userCalls.removeDevice.path, { token, body: { id: others[0] } })
    expect(answer.code).toBe(0)
    const still = await env.DB.prepare('SELECT count(*) AS n FROM devices WHERE id = ? AND user_id = ?').bind(others[0], DEMO.vip.id).first<number>('n')
    expect(still).toBe(1)
  })

  it('refuses a visitor and a body without a device id', async () => {
    const visitor = await api(userCalls.removeDevice.path, { body: { id: 1 } })
    expect(visitor.status).toBe(401)
    const token = await loginByPhone(DEMO.main.phone)
    const bad = await api(userCalls.removeDevice.path, { token, body: { id: 'all' } })
    expect(bad.status).toBe(400)
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM devices WHERE user_id = ?').bind(DEMO.main.id).first<number>('n')
    expect(stored).toBe((await idsOf(token)).length)
    expect(stored).toBeGreaterThan(0)
  })
})
