/**
 * The captcha a code send asks for (code 45): the refusal's data names the widget the
 * browser must show, chosen by the same configuration that picks the server's verifier
 * (worker/providers/captcha), so the two cannot disagree.
 */
import * as z from 'zod/mini'

/** The sandbox's stand-in: a check box whose token the sandbox verifier passes. */
export const sandboxCaptchaWidget = z.object({ kind: z.literal('sandbox') })

/** Alibaba Cloud captcha 2.0 (V3 web SDK): the scene, the instance's identity prefix and region. */
export const aliyunCaptchaWidget = z.object({
  kind: z.literal('aliyun'),
  scene_id: z.string().check(z.minLength(1), z.maxLength(64)),
  prefix: z.string().check(z.minLength(1), z.maxLength(64)),
  region: z.enum(['cn', 'sgp']),
})

export const captchaWidget = z.discriminatedUnion('kind', [sandboxCaptchaWidget, aliyunCaptchaWidget])
export type CaptchaWidget = z.infer<typeof captchaWidget>

/** The data of a code-45 answer: the widget to show, or null when no captcha can be solved now. */
export const captchaChallenge = z.object({ captcha: z.nullable(captchaWidget) })
export type CaptchaChallenge = z.infer<typeof captchaChallenge>
