import type { PlatformEntry, Release } from '../../../shared/contracts/schemas/download'
import { PlatformKey, ReleaseChannel, type SelectableChannel } from '../../../shared/contracts/download'

/** The Mac build shown first: the Apple-chip one on an Apple-chip Mac, else Intel. */
export function initialMacBuild(detected: PlatformKey | null): typeof PlatformKey.Mac | typeof PlatformKey.MacArm {
  return detected === PlatformKey.MacArm ? PlatformKey.MacArm : PlatformKey.Mac
}

/** Entries as cards: the two Mac builds share one card that shows `macBuild` and offers the other. */
export function visibleEntries(platforms: readonly PlatformEntry[], macBuild: PlatformKey): PlatformEntry[] {
  const hidden = macBuild === PlatformKey.MacArm ? PlatformKey.Mac : PlatformKey.MacArm
  return platforms.filter((entry) => entry.platform_type !== hidden)
}

export interface ChosenRelease {
  release: Release
  /** The early-access channel was asked for but this platform has none: the stable build stands in. */
  stableInstead: boolean
}

/** The release of the chosen channel, falling back to the stable one; null when there is none. */
export function releaseFor(entry: PlatformEntry, channel: SelectableChannel): ChosenRelease | null {
  const exact = entry.releases.find((release) => release.channel === channel)
  if (exact) return { release: exact, stableInstead: false }
  const stable = entry.releases.find((release) => release.channel === ReleaseChannel.Stable)
  return stable ? { release: stable, stableInstead: channel !== ReleaseChannel.Stable } : null
}

/** Store links (size 0) open a store page; the others download an installer. */
export function isStoreLink(release: Release): boolean {
  return release.size_mb === 0
}

/**
 * WeChat's browser cannot fetch an installer but opens a store link (App Store, TestFlight):
 * whether following this release inside WeChat needs the open-in-browser overlay instead.
 * With no release (the device's build is unknown), the installers are what is offered.
 */
export function blockedInWeChat(release: Release | undefined, inWeChat: boolean): boolean {
  return inWeChat && !(release && isStoreLink(release))
}

/** The card to recommend: the detected platform, or on a Mac the build the card shows. */
export function recommendedPlatform(detected: PlatformKey | null | undefined, macBuild: PlatformKey): PlatformKey | null {
  if (!detected) return null
  return detected === PlatformKey.Mac || detected === PlatformKey.MacArm ? macBuild : detected
}

const DESKTOP: readonly PlatformKey[] = [PlatformKey.Mac, PlatformKey.MacArm, PlatformKey.Win]

/** Cards grouped as the page shows them: computers, then phones and tablets; empty groups dropped. */
export function groupEntries(entries: readonly PlatformEntry[]): Array<{ title: string; entries: PlatformEntry[] }> {
  return [
    { title: '电脑版', entries: entries.filter((entry) => DESKTOP.includes(entry.platform_type)) },
    { title: '移动版', entries: entries.filter((entry) => !DESKTOP.includes(entry.platform_type)) },
  ].filter((group) => group.entries.length > 0)
}

/**
 * The second release-channel enumeration of spec section 3 (trial 1, stable 2, all 3), used
 * for the download page's `?channel=` link: a link can open the page on the early-access
 * builds. "All" shows the page as it opens by default, on the stable builds.
 */
export const LinkChannel = { Trial: 1, Stable: 2, All: 3 } as const

/** The channel a `?channel=` value opens the page on; anything unknown opens it on stable. */
export function channelFromLink(value: string | null): SelectableChannel {
  return Number(value) === LinkChannel.Trial ? ReleaseChannel.Trial : ReleaseChannel.Stable
}

/**
 * The version the download hero names: that of the build its button offers (the visitor's
 * platform, in the chosen channel); for a device no card suits, the desktop client's latest.
 * Unknown until the device is: an iPhone never reads the desktop version first.
 */
export function heroVersion(detected: PlatformKey | null | undefined, offered: Release | undefined, desktopVersion: string | undefined): string | undefined {
  if (detected === undefined) return undefined
  return offered?.version ?? desktopVersion
}
