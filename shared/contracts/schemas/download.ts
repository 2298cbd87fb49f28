/** The schemas of the download call (../download.ts): versions and links per platform (spec sections 2 and 3). */
import * as z from 'zod/mini'
import { envelope } from '../envelope'
import { int, nonNegativeInt, positiveInt, queryEnum } from '../fields'
import { PLATFORM_KEYS, ReleaseChannel, ProductApp, DOWNLOAD_APPS, PLATFORM_ICONS } from '../download'

// --- GET /v1/download/info?app=&channel= --------------------------------------
export const downloadInfoQuery = z.object({
  app: z._default(queryEnum(DOWNLOAD_APPS, '不支持的产品'), ProductApp.Cake),
  channel: z._default(queryEnum(ReleaseChannel, '不支持的版本通道'), ReleaseChannel.All),
})
export type DownloadInfoQuery = z.input<typeof downloadInfoQuery>

const releaseSchema = z.object({
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
const platformEntrySchema = z.object({
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

const shareLinkSchema = z.object({ name: z.string().check(z.minLength(1)), url: z.url(), code: z.string() })
export type ShareLink = z.infer<typeof shareLinkSchema>

export const downloadInfoSchema = z.object({
  app: int,
  platforms: z.array(platformEntrySchema),
  share_links: z.array(shareLinkSchema),
})
export type DownloadInfo = z.infer<typeof downloadInfoSchema>
export const downloadInfoResponse = envelope(downloadInfoSchema)
