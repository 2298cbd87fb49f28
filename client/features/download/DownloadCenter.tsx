import { styled } from '@linaria/react'
import { Suspense, useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react'
import { BREAKPOINTS } from '../../../shared/constants'
import {
  CHANNEL_LABELS,
  PlatformKey,
  ReleaseChannel,
  SELECTABLE_CHANNELS,
  type DownloadApp,
  type PlatformEntry,
  type SelectableChannel,
} from '../../../shared/contracts/download'
import { formatDateTime } from '../../lib/format'
import { useDownloadInfo } from './downloadInfo'
import { HeroDevices } from './HeroDevices'
import { LazyWechatOverlay as WechatOverlay } from './lazyOverlay'
import { PlatformIcon } from './PlatformIcon'
import { groupEntries, initialMacBuild, isStoreLink, recommendedPlatform, releaseFor, visibleEntries } from './selection'
import { useDetectedPlatform, useInWeChat } from './useDevice'

const Page = styled.div`
  --card-bg: #fff;
  --card-line: rgba(22, 23, 26, 0.08);
  background:
    radial-gradient(900px 420px at 85% -120px, rgba(255, 154, 61, 0.22), transparent 70%),
    radial-gradient(700px 380px at 0% 0%, rgba(120, 140, 255, 0.12), transparent 70%),
    linear-gradient(180deg, #f7f8fb 0%, #ffffff 520px);
  /* Under the default layout's transparent header, the backdrop starts at the top of the window. */
  &[data-under-header='true'] {
    margin-top: calc(-1 * var(--header-height));
    padding-top: var(--header-height);
  }
`

const Inner = styled.div`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 56px 20px 80px;
  @media (min-width: ${BREAKPOINTS.md}px) {
    padding-top: 88px;
  }
`

const HeroRow = styled.div`
  display: grid;
  align-items: center;
  gap: 32px;
  @media (min-width: ${BREAKPOINTS.md}px) {
    grid-template-columns: 1fr 440px;
  }
`

const Illustration = styled(HeroDevices)`
  display: none;
  width: 100%;
  height: auto;
  @media (min-width: ${BREAKPOINTS.md}px) {
    display: block;
  }
`

const Hero = styled.header`
  display: grid;
  gap: 12px;
  max-width: 720px;
  h1 {
    margin: 0;
    font-size: clamp(32px, 5vw, 52px);
    letter-spacing: -0.02em;
  }
  > p {
    margin: 0;
    color: var(--fg-muted);
    font-size: 17px;
  }
`

const Version = styled.p`
  font-size: 14px !important;
`

/* One control per row, left-aligned: the recommended button's text changes once the device is known and must move nothing. */
const HeroActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  margin-top: 16px;
`

const Primary = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 52px;
  padding: 0 26px;
  border-radius: 999px;
  font-size: 16px;
  font-weight: 600;
  color: #fff;
  text-decoration: none;
  background: linear-gradient(135deg, #ff9a3d, var(--accent-strong));
  box-shadow: 0 10px 28px rgba(255, 90, 31, 0.28);
  &[data-muted='true'] {
    color: var(--fg);
    background: #fff;
    box-shadow: inset 0 0 0 1px var(--card-line);
  }
`

const Channels = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 4px;
  border: 0;
  border-radius: 999px;
  background: rgba(22, 23, 26, 0.06);
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  label {
    position: relative;
    display: block;
    padding: 8px 18px;
    border-radius: 999px;
    font-size: 14px;
    color: var(--fg-muted);
    cursor: pointer;
  }
  label:has(input:checked) {
    color: var(--fg);
    font-weight: 600;
    background: #fff;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12);
  }
  label:has(input:focus-visible) {
    outline: 2px solid var(--accent);
  }
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
`

const SectionTitle = styled.h2`
  margin: 56px 0 16px;
  font-size: 20px;
`

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${BREAKPOINTS.sm}px) {
    grid-template-columns: repeat(2, 1fr);
    &[data-columns='3'] {
      grid-template-columns: repeat(3, 1fr);
    }
  }
`

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 24px;
  border-radius: 18px;
  background: var(--card-bg);
  box-shadow:
    0 0 0 1px var(--card-line),
    0 12px 32px rgba(22, 23, 26, 0.05);
  &[data-recommended='true'] {
    box-shadow:
      0 0 0 2px var(--accent),
      0 16px 40px rgba(255, 122, 48, 0.16);
  }
  h3 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
    font-size: 14px;
    color: var(--fg-muted);
  }
  @media (max-width: ${BREAKPOINTS.sm - 1}px) {
    padding: 20px;
  }
`

const CardHead = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  padding-right: 56px;
  margin-bottom: 4px;
  svg {
    flex: none;
    color: var(--fg);
  }
`

const Badge = styled.span`
  position: absolute;
  top: 20px;
  right: 20px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  color: #c2410c;
  background: rgba(255, 122, 48, 0.12);
`

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 10px;
  font-variant-numeric: tabular-nums;
  color: var(--fg) !important;
  span {
    white-space: nowrap;
  }
`

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: auto;
  padding-top: 12px;
`

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  padding: 9px 20px;
  border-radius: 999px;
  font-size: 14px;
  font-weight: 600;
  color: #fff;
  background: #16171a;
  text-decoration: none;
`

const Switch = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font-size: 14px;
  color: #c2410c;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`

const Drives = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 16px 20px;
    border-radius: 14px;
    background: #fff;
    box-shadow: 0 0 0 1px var(--card-line);
  }
  a {
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    color: #c2410c;
  }
  span {
    font-size: 13px;
    color: var(--fg-muted);
  }
  code {
    font-size: 14px;
    color: var(--fg);
  }
`

const Note = styled.p`
  margin: 12px 0 0;
  font-size: 13px;
  color: var(--fg-muted);
`

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
  onDownload: (event: MouseEvent<HTMLAnchorElement>) => void
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
            onClick={onDownload}
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
  version,
  underHeader = false,
  children,
}: {
  app: DownloadApp
  title: string
  lead: string
  /** The page sits under a transparent header that its backdrop should fill. */
  underHeader?: boolean
  /** A line under the lead (the latest client version). */
  version?: ReactNode
  /** Content after the platform list (a consultation entry). */
  children?: ReactNode
}) {
  const info = useDownloadInfo(app)
  const [channel, setChannel] = useState<SelectableChannel>(ReleaseChannel.Stable)
  const detected = useDetectedPlatform()
  const [macBuild, setMacBuild] = useState<PlatformKey>(PlatformKey.Mac)
  useEffect(() => {
    if (detected !== undefined) setMacBuild(initialMacBuild(detected))
  }, [detected])
  const inWeChat = useInWeChat()
  const [overlay, setOverlay] = useState(false)
  useEffect(() => setOverlay(inWeChat), [inWeChat])
  const channelName = useId()

  const entries = visibleEntries(info.platforms, macBuild)
  const recommendedKey = recommendedPlatform(detected, macBuild)
  const recommended = entries.find((entry) => entry.platform_type === recommendedKey)
  const recommendedRelease = recommended ? releaseFor(recommended, channel) : null
  const blockInWeChat = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!inWeChat) return
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
            {version}
            <HeroActions>
              {recommended && recommendedRelease ? (
                <Primary href={recommendedRelease.release.url} onClick={blockInWeChat} data-testid="recommended-download">
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
                      onChange={() => setChannel(value)}
                      data-testid={`channel-${value}`}
                    />
                    {CHANNEL_LABELS[value]}
                  </label>
                ))}
              </Channels>
            </HeroActions>
          </Hero>
          <Illustration />
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

export { Version as DownloadVersion }
