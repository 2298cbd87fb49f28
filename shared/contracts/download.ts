/**
 * Download data (spec sections 2 and 3, "Download page" and "Device and platform"): the
 * enumerations of the platform table, and the one call that serves versions and links as a
 * record (shared/contracts/call.ts); its schemas are in ./schemas/download.ts, under its name in
 * ./schemas/downloadCalls.ts.
 */
import { declareCalls, get } from './call'

/** Download platform keys. */
export const PlatformKey = { Win: 'win', Mac: 'mac', MacArm: 'mac_arm', iPad: 'iPad', iPhone: 'iPhone', Android: 'android' } as const
export type PlatformKey = (typeof PlatformKey)[keyof typeof PlatformKey]
export const PLATFORM_KEYS = Object.values(PlatformKey)

/** Download app-type ids of the retouching app. */
export const DownloadAppType = { Mac: 15, Win: 16, MacARM: 17, iPad: 14, iPhone: 109, Android: 110 } as const
/**
 * The spec's "second id set for another purpose". The built-in service uses it for the
 * desktop builds of PixSoda, the product with a download page of its own.
 */
export const SodaAppType = { Mac: 103, Win: 104, MacARM: 105 } as const

/** Release channels; 4 asks for every channel at once. */
export const ReleaseChannel = { Stable: 5, Trial: 6, All: 4 } as const
export type ReleaseChannel = (typeof ReleaseChannel)[keyof typeof ReleaseChannel]
/** The two channels a visitor chooses between, in the order shown. */
export const SELECTABLE_CHANNELS = [ReleaseChannel.Stable, ReleaseChannel.Trial] as const
export type SelectableChannel = (typeof SELECTABLE_CHANNELS)[number]
export const CHANNEL_LABELS: Record<SelectableChannel, string> = { [ReleaseChannel.Stable]: '正式版', [ReleaseChannel.Trial]: '体验版' }

/** Product apps (bit flags); the download call serves the two with downloads. */
export const ProductApp = { Cake: 1, Soda: 2, iPad: 4, Cheese: 8, LiteEffect: 64 } as const
export const DOWNLOAD_APPS = { Cake: ProductApp.Cake, Soda: ProductApp.Soda } as const
export type DownloadApp = (typeof DOWNLOAD_APPS)[keyof typeof DOWNLOAD_APPS]

export const PLATFORM_ICONS = ['apple', 'windows', 'ipad', 'iphone', 'android'] as const

export const downloadCalls = declareCalls('main', () => import('./schemas/downloadCalls'), {
  /** GET download/info?app&channel: each platform's newest releases and the share links. */
  info: get('/v1/download/info', { lastGood: true }),
})
