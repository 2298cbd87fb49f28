import type { AdPlatformAdapter } from './provider'
import { log } from '../../lib/log'

/** The sandbox ad platform accepts every conversion that carries a click id, and logs it. */
export function sandboxAdPlatform(): AdPlatformAdapter {
  return {
    async deliver(conversion) {
      log('info', 'ads.sandbox_conversion', { platform: conversion.platform, kind: conversion.kind, ref: conversion.ref, click_id: conversion.clickId })
      return conversion.clickId.length > 0
    },
  }
}
