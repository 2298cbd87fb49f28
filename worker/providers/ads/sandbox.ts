import type { AdPlatformAdapter } from './index'

/** The sandbox ad platform accepts every conversion that carries a click id, and logs it. */
export function sandboxAdPlatform(): AdPlatformAdapter {
  return {
    async deliver(conversion) {
      console.info(`sandbox ad platform ${conversion.platform}: ${conversion.kind} ${conversion.ref} for click ${conversion.clickId}`)
      return conversion.clickId.length > 0
    },
  }
}
