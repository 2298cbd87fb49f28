import type { CaptchaWidget } from '../../../../shared/contracts/schemas/captcha'
import { ALIYUN_CAPTCHA_SDK_URL } from '../../../../shared/contracts/captcha'

type AliyunWidget = Extract<CaptchaWidget, { kind: 'aliyun' }>

/** The part of Alibaba Cloud's captcha 2.0 (V3) instance the page uses. */
export interface AliyunCaptchaInstance {
  destroyCaptcha?: () => void
}

/** initAliyunCaptcha's options as the page passes them (V3 web integration). */
export interface AliyunCaptchaOptions {
  SceneId: string
  mode: 'embed' | 'popup'
  element: string
  button: string
  success: (captchaVerifyParam: string) => void
  fail?: (result: unknown) => void
  getInstance: (instance: AliyunCaptchaInstance) => void
  onError?: (error: unknown) => void
  slideStyle?: { width: number; height: number }
  language?: 'cn'
}

declare global {
  interface Window {
    AliyunCaptchaConfig?: { region: string; prefix: string }
    initAliyunCaptcha?: (options: AliyunCaptchaOptions) => void
  }
}

let loading: Promise<void> | undefined

/**
 * Loads the SDK once, when a send first asks for a captcha: the global configuration
 * (region and identity prefix) first, then the script from Alibaba's CDN, as its
 * documentation requires. A failed load may be retried.
 */
export function loadAliyunCaptcha(widget: AliyunWidget): Promise<void> {
  window.AliyunCaptchaConfig = { region: widget.region, prefix: widget.prefix }
  if (window.initAliyunCaptcha) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = ALIYUN_CAPTCHA_SDK_URL
    script.async = true
    script.onload = () => (window.initAliyunCaptcha ? resolve() : reject(new Error('AliyunCaptcha did not define initAliyunCaptcha')))
    script.onerror = () => reject(new Error('AliyunCaptcha failed to load'))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
