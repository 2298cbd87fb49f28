import { describe, expect, it } from 'vitest'
import { userCalls } from '../../../shared/contracts/user'
import { ServerCode } from '../../../shared/enums'
import { ApiError } from '../../lib/api/client'
import { captchaChallengeOf, isCaptchaRequired } from './captchaChallenge'

const refused = (data: unknown) => new ApiError('server', '请先完成安全验证', 200, ServerCode.CaptchaRequired, data)

describe('the captcha a refused send asks for', () => {
  it('reads the widget from a code-45 answer', () => {
    expect(captchaChallengeOf(refused({ captcha: { kind: 'sandbox' } }))).toEqual({ captcha: { kind: 'sandbox' } })
    const aliyun = { kind: 'aliyun', scene_id: 'scene01', prefix: 'abc123', region: 'cn' }
    expect(captchaChallengeOf(refused({ captcha: aliyun }))).toEqual({ captcha: aliyun })
  })

  it('has nothing to solve when the answer names no widget or an unreadable one', async () => {
    expect(captchaChallengeOf(refused({ captcha: null }))).toEqual({ captcha: null })
    // The send call's record parses a 45's data: an unreadable widget reaches us as undefined.
    expect(captchaChallengeOf(refused(undefined))).toEqual({ captcha: null })
    const schema = (await userCalls.sendVerifyCode.schemas()).failureData[ServerCode.CaptchaRequired]
    expect(schema.safeParse({ captcha: { kind: 'other' } }).success).toBe(false)
    expect(schema.safeParse({ captcha: { kind: 'sandbox' } }).success).toBe(true)
  })

  it('ignores every other failure', () => {
    expect(captchaChallengeOf(new ApiError('server', '发送过于频繁', 200, ServerCode.SendTooOften))).toBeUndefined()
    expect(captchaChallengeOf(new ApiError('network', '网络异常'))).toBeUndefined()
    expect(captchaChallengeOf(new Error('boom'))).toBeUndefined()
    expect(isCaptchaRequired(refused(null))).toBe(true)
  })
})
