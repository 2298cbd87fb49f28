import { ReleaseChannel, SELECTABLE_CHANNELS, type DownloadApp } from '../../../shared/contracts/download'
import { downloadInfoSchema, type DownloadInfo, type Release } from '../../../shared/contracts/schemas/download'

interface PlatformRow {
  platform_type: string
  app_type: number
  platform_name: string
  icon: string
  tip: string | null
  more: string | null
  alternate: string | null
}

interface ReleaseRow {
  platform_type: string
  channel: number
  version: string
  url: string
  size_mb: number
  min_os: string
  notes: string
  released_at: number
}

/**
 * The platform entries of one product app with the newest release of each asked-for
 * channel (4: both), and its cloud-drive share links.
 */
export async function readDownloadInfo(db: D1Database, app: DownloadApp, channel: ReleaseChannel): Promise<DownloadInfo> {
  const channels = channel === ReleaseChannel.All ? SELECTABLE_CHANNELS : [channel]
  const [platforms, releases, links] = await db.batch([
    db.prepare('SELECT * FROM download_platforms WHERE app = ? ORDER BY sort, platform_type').bind(app),
    db
      .prepare(`SELECT * FROM download_releases WHERE app = ? AND channel IN (${channels.map(() => '?').join(', ')}) ORDER BY released_at DESC, id DESC`)
      .bind(app, ...channels),
    db.prepare('SELECT name, url, code FROM download_share_links WHERE app = ? ORDER BY sort, id').bind(app),
  ])
  const newest = new Map<string, Release>()
  for (const row of releases!.results as unknown as ReleaseRow[]) {
    const key = `${row.platform_type}:${row.channel}`
    if (!newest.has(key)) {
      newest.set(key, {
        channel: row.channel as Release['channel'],
        version: row.version,
        url: row.url,
        size_mb: row.size_mb,
        min_os: row.min_os,
        released_at: row.released_at,
        notes: row.notes,
      })
    }
  }
  return downloadInfoSchema.parse({
    app,
    platforms: (platforms!.results as unknown as PlatformRow[]).map((row) => ({
      ...row,
      releases: channels.flatMap((each) => newest.get(`${row.platform_type}:${each}`) ?? []),
    })),
    share_links: links!.results,
  })
}
