import { afterEach, describe, expect, it } from 'vitest'
import { CodeScene } from '../../../shared/enums'
import { fakeAliyunPeer } from '../../test/fakeAliyunPeer'
import { aliyunSms } from './aliyun'

const PEER = 'https://dysms.fake.test'
const CONFIG = { accessKeyId: 'LTAIfake', accessKeySecret: 'fake-secret', signName: '修图助手', templateCode: 'SMS_000001', endpoint: PEER }
const MESSAGE = { phone: '13712345678', code: '042137', scene: CodeScene.Login, sentAt: 1 }

let restore = () => {}
afterEach(() => restore())

describe('Alibaba Cloud SMS', () => {
  it('sends SendSms, signed, with the code as the template parameter', async () => {
    const peer = fakeAliyunPeer(PEER, CONFIG.accessKeySecret, () => ({ Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' }))
    restore = peer.restore
    await aliyunSms(CONFIG).send(MESSAGE)
    expect(peer.seen).toHaveLength(1)
    expect(peer.seen[0]!.params).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      PhoneNumbers: MESSAGE.phone,
      SignName: '修图助手',
      TemplateCode: 'SMS_000001',
      TemplateParam: '{"code":"042137"}',
      SignatureMethod: 'HMAC-SHA1',
      AccessKeyId: 'LTAIfake',
    })
  })

  it('throws on a non-OK answer', async () => {
    const peer = fakeAliyunPeer(PEER, CONFIG.accessKeySecret, () => ({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' }))
    restore = peer.restore
    await expect(aliyunSms(CONFIG).send(MESSAGE)).rejects.toThrow(/isv.BUSINESS_LIMIT_CONTROL/)
  })

  it('throws when the peer refuses the signature (a wrong secret)', async () => {
    const peer = fakeAliyunPeer(PEER, 'the-real-secret', () => ({ Code: 'OK' }))
    restore = peer.restore
    await expect(aliyunSms(CONFIG).send(MESSAGE)).rejects.toThrow(/SignatureDoesNotMatch/)
    expect(peer.seen).toHaveLength(0)
  })
})
