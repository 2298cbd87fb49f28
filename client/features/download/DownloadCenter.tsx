import { Suspense, useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import type { PlatformEntry, Release } from '../../../shared/contracts/schemas/download'
import { CHANNEL_LABELS, PlatformKey, ReleaseChannel, SELECTABLE_CHANNELS, type DownloadApp, type SelectableChannel } from '../../../shared/contracts/download'
import { formatDateTime } from '../../lib/format'
import { useDownloadInfo } from './downloadInfo'
import { HeroDevices } from './HeroDevices'
import { LazyWechatOverlay as WechatOverlay } from '../../blocks/download/lazyOverlay'
import { PlatformIcon } from '../../blocks/download/PlatformIcon'
import {
  blockedInWeChat,
  channelFromLink,
  groupEntries,
  heroVersion,
  initialMacBuild,
  isStoreLink,
  recommendedPlatform,
  releaseFor,
  visibleEntries,
} from '../../blocks/download/selection'
import { useDetectedPlatform, useInWeChat } from '../../blocks/download/useDevice'
import { keptChannel, rememberChannelChoice } from '../../blocks/download/trialFlag'
import { storage } from '../../lib/storage'
import {
  Page,
  Inner,
  HeroRow,
  Hero,
  Version,
  HeroActions,
  Primary,
  Channels,
  SectionTitle,
  Grid,
  Card,
  CardHead,
  Badge,
  Meta,
  CardActions,
  Download,
  Switch,
  Drives,
  Note,
  illustration,
} from './downloadStyles'

function releaseDate(epochSeconds: number) {
  return formatDateTime(epochSeconds).slice(0, 10)
}

function PlatformCard({
  entry,
  channel,
  recommended,
  onSwitch,
  onDownload,
}: {
  entry: PlatformEntry
  channel: SelectableChannel
  recommended: boolean
  onSwitch: (key: PlatformKey) => void
  onDownload: (release: Release) => (event: MouseEvent<HTMLAnchorElement>) => void
}) {
  const chosen = releaseFor(entry, channel)
  const titleId = useId()
  return (
    <Card
      aria-labelledby={titleId}
      data-testid="platform-entry"
      data-platform-type={entry.platform_type}
      data-app-type={entry.app_type}
      data-recommended={recommended}
    >
      {recommended ? <Badge>推荐</Badge> : null}
      <CardHead>
        <PlatformIcon icon={entry.icon} size={36} />
        <h3 id={titleId}>{entry.platform_name}</h3>
      </CardHead>
      {entry.tip ? <p>{entry.tip}</p> : null}
      {chosen ? (
        <>
          <Meta>
            <span>
              {CHANNEL_LABELS[chosen.release.channel]} V{chosen.release.version}
            </span>
            {isStoreLink(chosen.release) ? null : <span>{chosen.release.size_mb} MB</span>}
            <span>{releaseDate(chosen.release.released_at)}</span>
          </Meta>
          {chosen.release.notes ? <p>{chosen.release.notes}</p> : null}
          {chosen.stableInstead ? <p>该平台暂无体验版，可下载正式版</p> : null}
        </>
      ) : (
        <p>即将上线，敬请期待</p>
      )}
      <CardActions>
        {chosen ? (
          <Download
            href={chosen.release.url}
            data-testid="download-link"
            onClick={onDownload(chosen.release)}
            rel="noopener"
            aria-label={`${isStoreLink(chosen.release) ? '前往下载' : '立即下载'} ${entry.platform_name}`}
          >
            {isStoreLink(chosen.release) ? '前往下载' : '立即下载'}
          </Download>
        ) : null}
        {entry.alternate && entry.more ? (
          <Switch type="button" onClick={() => onSwitch(entry.alternate!)} data-testid="switch-build">
            {entry.more}
          </Switch>
        ) : null}
      </CardActions>
    </Card>
  )
}

/**
 * The download centre of one product app: a recommended build for the visitor's device,
 * the channel switch (stable 5, early access 6), one card per platform with the two Mac
 * builds sharing a card that switches between them, and the cloud-drive links. Inside
 * WeChat, which blocks downloads, an overlay sends the visitor to the system browser.
 */
export function DownloadCenter({
  app,
  title,
  lead,
  versionLine = false,
  desktopVersion,
  underHeader = false,
  children,
}: {
  app: DownloadApp
  title: string
  lead: string
  /** The page sits under a transparent header that its backdrop should fill. */
  underHeader?: boolean
  /** A line under the lead names the latest version of the build the hero offers. */
  versionLine?: boolean
  /** The desktop client's latest version (global config): the line's for a device no card suits. */
  desktopVersion?: string | undefined
  /** Content after the platform list (a consultation entry). */
  children?: ReactNode
}) {
  const info = useDownloadInfo(app)
  const [search] = useSearchParams()
  const [channel, setChannel] = useState<SelectableChannel>(() => channelFromLink(search.get('channel')))
  // Without a `?channel=` link, the builds this browser chose last (the software-trial flag);
  // after hydrating, since the server cannot know it.
  const linkedChannel = search.has('channel')
  useEffect(() => {
    if (!linkedChannel) setChannel(keptChannel(storage()))
  }, [linkedChannel])
  const chooseChannel = (value: SelectableChannel) => {
    rememberChannelChoice(storage(), value)
    setChannel(value)
  }
  const detected = useDetectedPlatform()
  const [macBuild, setMacBuild] = useState<PlatformKey>(PlatformKey.Mac)
  useEffect(() => {
    if (detected !== undefined) setMacBuild(initialMacBuild(detected))
  }, [detected])
  const inWeChat = useInWeChat()
  const [overlay, setOverlay] = useState(false)
  const channelName = useId()

  const entries = visibleEntries(info.platforms, macBuild)
  const recommendedKey = recommendedPlatform(detected, macBuild)
  const recommended = entries.find((entry) => entry.platform_type === recommendedKey)
  const recommendedRelease = recommended ? releaseFor(recommended, channel) : null
  const version = heroVersion(detected, recommendedRelease?.release, desktopVersion)
  // On arrival the overlay covers the page only when this device's build is an installer
  // WeChat cannot fetch; an iPhone or iPad visitor keeps the App Store links in reach.
  const blockedOnArrival = detected !== undefined && blockedInWeChat(recommendedRelease?.release, inWeChat)
  useEffect(() => setOverlay(blockedOnArrival), [blockedOnArrival])
  const blockInWeChat = (release: Release) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!blockedInWeChat(release, inWeChat)) return
    event.preventDefault()
    setOverlay(true)
  }

  return (
    <Page data-testid="download-center" data-under-header={underHeader} data-detected={detected ?? ''} data-mac-build={macBuild}>
      <Inner>
        <HeroRow>
          <Hero>
            <h1>{title}</h1>
            <p>{lead}</p>
            {/* Held open until the device is known, so the version coming in moves nothing. */}
            {versionLine ? <Version data-testid="client-version">{version ? `最新版本 V${version}` : '\u00a0'}</Version> : null}
            <HeroActions>
              {recommended && recommendedRelease ? (
                <Primary href={recommendedRelease.release.url} onClick={blockInWeChat(recommendedRelease.release)} data-testid="recommended-download">
                  下载 {recommended.platform_name} {CHANNEL_LABELS[recommendedRelease.release.channel]}
                </Primary>
              ) : (
                <Primary href="#platforms" data-muted="true">
                  选择你的设备
                </Primary>
              )}
              <Channels>
                <legend>版本通道</legend>
                {SELECTABLE_CHANNELS.map((value) => (
                  <label key={value}>
                    <input
                      type="radio"
                      name={channelName}
                      value={value}
                      checked={channel === value}
                      onChange={() => chooseChannel(value)}
                      data-testid={`channel-${value}`}
                    />
                    {CHANNEL_LABELS[value]}
                  </label>
                ))}
              </Channels>
            </HeroActions>
          </Hero>
          <HeroDevices className={illustration} />
        </HeroRow>

        {groupEntries(entries).map((group, index) => (
          <section key={group.title} aria-labelledby={`${channelName}-group-${index}`}>
            <SectionTitle id={index === 0 ? 'platforms' : undefined}>
              <span id={`${channelName}-group-${index}`}>{group.title}</span>
            </SectionTitle>
            <Grid data-columns={group.entries.length >= 3 ? 3 : 2}>
              {group.entries.map((entry) => (
                <PlatformCard
                  key={entry.platform_type}
                  entry={entry}
                  channel={channel}
                  recommended={entry === recommended}
                  onSwitch={setMacBuild}
                  onDownload={blockInWeChat}
                />
              ))}
            </Grid>
          </section>
        ))}
        {channel === ReleaseChannel.Trial ? <Note>体验版会提前上线新功能，可能存在少量问题；商用请优先选择正式版。</Note> : null}

        {info.share_links.length ? (
          <>
            <SectionTitle>网盘下载</SectionTitle>
            <Drives>
              {info.share_links.map((link) => (
                <li key={link.url} data-testid="share-link">
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                  </a>
                  {link.code ? (
                    <span>
                      提取码 <code>{link.code}</code>
                    </span>
                  ) : null}
                </li>
              ))}
            </Drives>
            <Note>网络受限时可通过网盘离线下载电脑版安装包。</Note>
          </>
        ) : null}
        {children}
      </Inner>
      {overlay ? (
        <Suspense fallback={null}>
          <WechatOverlay onClose={() => setOverlay(false)} />
        </Suspense>
      ) : null}
    </Page>
  )
}
