import { describe, expect, it } from 'vitest'
import { WECHAT_VERIFY_START, wechatVerifyReducer, type WechatVerifyEvent, type WechatVerifyState } from './wechatVerify'

const run = (events: WechatVerifyEvent[], from: WechatVerifyState = WECHAT_VERIFY_START) => events.reduce(wechatVerifyReducer, from)

describe('wechatVerifyReducer', () => {
  it('starts pending, not yet checking', () => {
    expect(WECHAT_VERIFY_START).toEqual({ status: 'pending', checking: false })
  })

  it('checks a scan, then is fulfilled when the service accepts it', () => {
    expect(run(['scanned'])).toEqual({ status: 'pending', checking: true })
    expect(run(['scanned', 'accepted'])).toEqual({ status: 'fulfilled' })
  })

  it('is rejected when the service refuses the scan, and checks the next scan', () => {
    expect(run(['scanned', 'refused'])).toEqual({ status: 'rejected' })
    expect(run(['scanned', 'refused', 'scanned'])).toEqual({ status: 'pending', checking: true })
    expect(run(['scanned', 'refused', 'scanned', 'accepted'])).toEqual({ status: 'fulfilled' })
  })

  it('ignores answers that no scan asked for', () => {
    expect(run(['accepted'])).toEqual(WECHAT_VERIFY_START)
    expect(run(['refused'])).toEqual(WECHAT_VERIFY_START)
    expect(run(['scanned', 'refused', 'accepted'])).toEqual({ status: 'rejected' })
  })

  it('stays fulfilled whatever comes after', () => {
    expect(run(['scanned', 'accepted', 'scanned', 'refused'])).toEqual({ status: 'fulfilled' })
  })
})
