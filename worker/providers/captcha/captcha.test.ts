import { afterEach, describe, expect, it } from 'vitest'
import { fakeAliyunPeer } from '../../test/fakeAliyunPeer'
import { aliyunCaptcha } from './aliyun'
import { sandboxCaptcha } from './sandbox'

const PEER = 'https://captcha.fake.test'
const CONFIG = { accessKeyId: 'LTAIfake', accessKeySecret: 'fake-secret', sceneId: 'scene01', endpoint: PEER }

let restore = () => {}
afterEach(() => restore())

describe('captcha providers', () => {
  it('the sandbox passes any non-empty token', async () => {
    expect(await sandboxCaptcha().verify({ token: 'anything', ip: '1.2.3.4' })).toBe(true)
    expect(await sandboxCaptcha().verify({ token: ' ', ip: '1.2.3.4' })).toBe(false)
  })

  it('Alibaba Cloud: a signed VerifyIntelligentCaptcha; VerifyResult decides', async () => {
    const peer = fakeAliyunPeer(PEER, CONFIG.accessKeySecret, ({ params }) => ({
      RequestId: 'r',
      Code: 'Success',
      Success: true,
      Result: params.CaptchaVerifyParam === 'good' ? { VerifyResult: true, VerifyCode: 'T001' } : { VerifyResult: false, VerifyCode: 'F003' },
    }))
    restore = peer.restore
    const captcha = aliyunCaptcha(CONFIG)
    expect(await captcha.verify({ token: 'good', ip: '1.2.3.4' })).toBe(true)
    expect(await captcha.verify({ token: 'forged', ip: '1.2.3.4' })).toBe(false)
    expect(peer.seen.map((seen) => seen.params)).toMatchObject([
      { Action: 'VerifyIntelligentCaptcha', Version: '2023-03-05', SceneId: 'scene01', CaptchaVerifyParam: 'good' },
      { CaptchaVerifyParam: 'forged' },
    ])
  })

  it('Alibaba Cloud: an empty token is refused without a call; a refused signature throws', async () => {
    const peer = fakeAliyunPeer(PEER, 'other-secret', () => ({ Result: { VerifyResult: true } }))
    restore = peer.restore
    expect(await aliyunCaptcha(CONFIG).verify({ token: '', ip: '1.2.3.4' })).toBe(false)
    await expect(aliyunCaptcha(CONFIG).verify({ token: 'good', ip: '1.2.3.4' })).rejects.toThrow(/SignatureDoesNotMatch/)
  })
})
