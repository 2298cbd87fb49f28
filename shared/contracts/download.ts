/**
 * Download data (spec sections 2 and 3, "Download page" and "Device and platform"):
 * the enumerations of the platform table and the one call that serves versions and links.
 */
import * as z from 'zod/mini'
import { envelope } from './envelope'
import { int, nonNegativeInt, positiveInt, queryEnum } from './fields'

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

export const downloadPaths = { info: '/v1/download/info' } as const

// --- GET /v1/download/info?app=&channel= --------------------------------------
export const downloadInfoQuery = z.object({
  app: z._default(queryEnum(DOWNLOAD_APPS, '不支持的产品'), ProductApp.Cake),
  channel: z._default(queryEnum(ReleaseChannel, '不支持的版本通道'), ReleaseChannel.All),
})
export type DownloadInfoQuery = z.input<typeof downloadInfoQuery>

export const releaseSchema = z.object({
  channel: z.union([z.literal(ReleaseChannel.Stable), z.literal(ReleaseChannel.Trial)]),
  version: z.string().check(z.minLength(1)),
  url: z.url(),
  /** Installer size in MB; 0 for store links. */
  size_mb: z.number().check(z.nonnegative()),
  min_os: z.string(),
  released_at: nonNegativeInt,
  notes: z.string(),
})
export type Release = z.infer<typeof releaseSchema>

/** A download platform entry: platformType, appType, name, icon, optional tip, 'more' text and alternate. */
export const platformEntrySchema = z.object({
  platform_type: z.enum(PLATFORM_KEYS),
  app_type: positiveInt,
  platform_name: z.string().check(z.minLength(1)),
  icon: z.enum(PLATFORM_ICONS),
  tip: z.nullable(z.string()),
  more: z.nullable(z.string()),
  alternate: z.nullable(z.enum(PLATFORM_KEYS)),
  /** Newest release per channel asked for; empty when the platform has none in it. */
  releases: z.array(releaseSchema),
})
export type PlatformEntry = z.infer<typeof platformEntrySchema>

export const shareLinkSchema = z.object({ name: z.string().check(z.minLength(1)), url: z.url(), code: z.string() })
export type ShareLink = z.infer<typeof shareLinkSchema>

export const downloadInfoSchema = z.object({
  app: int,
  platforms: z.array(platformEntrySchema),
  share_links: z.array(shareLinkSchema),
})
export type DownloadInfo = z.infer<typeof downloadInfoSchema>
export const downloadInfoResponse = envelope(downloadInfoSchema)
