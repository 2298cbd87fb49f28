import { PlatformKey } from '../../../shared/contracts/download'

/** Apple-chip Macs are recognised by a graphics renderer name containing "Apple M" (spec section 3). */
export function isAppleChipRenderer(renderer: string | null | undefined): boolean {
  return typeof renderer === 'string' && renderer.includes('Apple M')
}

export interface DeviceHints {
  userAgent: string
  /** iPadOS reports a Mac user agent; touch points tell it apart. */
  maxTouchPoints: number
  /** The WebGL renderer name, when the browser gives one. */
  renderer: string | null
}

/** The download platform that suits the visitor's device, or null when none does. */
export function detectPlatform({ userAgent, maxTouchPoints, renderer }: DeviceHints): PlatformKey | null {
  if (/iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return PlatformKey.iPad
  if (/iPhone|iPod/.test(userAgent)) return PlatformKey.iPhone
  if (/Android/i.test(userAgent)) return PlatformKey.Android
  if (/Windows/.test(userAgent)) return PlatformKey.Win
  if (/Macintosh|Mac OS X/.test(userAgent)) return isAppleChipRenderer(renderer) ? PlatformKey.MacArm : PlatformKey.Mac
  return null
}

/** WEBGL_debug_renderer_info's UNMASKED_RENDERER_WEBGL. */
export const UNMASKED_RENDERER_WEBGL = 0x9246

/** The unmasked WebGL renderer name, where the browser exposes one (browser only). */
export function readWebglRenderer(): string | null {
  try {
    const canvas = document.createElement('canvas')
    const gl = (canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl')) as WebGLRenderingContext | null
    if (!gl) return null
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const name: unknown = gl.getParameter(info ? UNMASKED_RENDERER_WEBGL : gl.RENDERER)
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    return typeof name === 'string' ? name : null
  } catch {
    return null
  }
}
