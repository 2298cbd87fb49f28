import { styled } from '@linaria/react'
import { Suspense, useState, type MouseEvent } from 'react'
import type { DownloadInfo, Release } from '../../../shared/contracts/schemas/download'
import { ReleaseChannel, type PlatformKey } from '../../../shared/contracts/download'
import { LazyWechatOverlay as WechatOverlay } from './lazyOverlay'
import { PlatformIcon } from './PlatformIcon'
import { blockedInWeChat, isStoreLink, releaseFor } from './selection'
import { useDetectedPlatform, useInWeChat } from './useDevice'

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 52px;
    padding: 6px 20px 6px 14px;
    border-radius: 14px;
    text-decoration: none;
    color: var(--fg);
    background: var(--bg);
    box-shadow: inset 0 0 0 1px var(--line);
  }
  a[data-recommended='true'] {
    color: #fff;
    background: linear-gradient(135deg, #ff9a3d, var(--accent-strong));
    box-shadow: 0 10px 28px rgba(255, 90, 31, 0.28);
  }
  span {
    display: grid;
    line-height: 1.3;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
  strong {
    font-size: 15px;
  }
  small {
    font-size: 12px;
    opacity: 0.75;
  }
`

/** The download entry for download info already at hand (the ad landings get it from the server, with no query). */
export function DownloadList({ info, platforms }: { info: DownloadInfo; platforms: readonly PlatformKey[] }) {
  const detected = useDetectedPlatform()
  const inWeChat = useInWeChat()
  const [overlay, setOverlay] = useState(false)
  const entries = info.platforms.filter((entry) => platforms.includes(entry.platform_type))
  const block = (release: Release) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!blockedInWeChat(release, inWeChat)) return
    event.preventDefault()
    setOverlay(true)
  }
  return (
    <>
      <List data-testid="product-downloads">
        {entries.map((entry) => {
          const chosen = releaseFor(entry, ReleaseChannel.Stable)
          if (!chosen) return null
          return (
            <li key={entry.platform_type}>
              <a
                href={chosen.release.url}
                onClick={block(chosen.release)}
                rel="noopener"
                data-platform-type={entry.platform_type}
                data-app-type={entry.app_type}
                data-recommended={entry.platform_type === detected}
              >
                <PlatformIcon icon={entry.icon} size={28} />
                <span>
                  <strong>{entry.platform_name}</strong>
                  <small>
                    {isStoreLink(chosen.release) ? '前往下载' : '下载'} V{chosen.release.version}
                  </small>
                </span>
              </a>
            </li>
          )
        })}
      </List>
      {overlay ? (
        <Suspense fallback={null}>
          <WechatOverlay onClose={() => setOverlay(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
