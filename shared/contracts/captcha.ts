/**
 * The captcha's constants, zod-free for the browser (decision 018). The captcha has no calls
 * of its own: its schemas (shared/contracts/schemas/captcha.ts) are the failure data (code 45)
 * of the code sends of the user and activity services.
 */

/** What the sandbox's stand-in hands the browser once ticked (the sandbox verifier passes any non-empty token). */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-passed'

/** Alibaba Cloud's captcha 2.0 web SDK (V3), loaded from Alibaba's CDN only when asked for (its documentation forbids self-hosting). */
export const ALIYUN_CAPTCHA_SDK_URL = 'https://o.alicdn.com/captcha-frontend/aliyunCaptcha/AliyunCaptcha.js'
