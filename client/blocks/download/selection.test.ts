import { describe, expect, it } from 'vitest'
import type { PlatformEntry, Release } from '../../../shared/contracts/schemas/download'
import {
  blockedInWeChat,
  channelFromLink,
  groupEntries,
  heroVersion,
  initialMacBuild,
  isStoreLink,
  LinkChannel,
  recommendedPlatform,
  releaseFor,
  visibleEntries,
} from './selection'

const release = (channel: 5 | 6, version: string, size_mb = 100): Release => ({
  channel,
  version,
  url: `https://dl.example/${version}`,
  size_mb,
  min_os: '',
  released_at: 0,
  notes: '',
})

const entry = (platform_type: PlatformEntry['platform_type'], releases: Release[]): PlatformEntry => ({
  platform_type,
  app_type: 1,
  platform_name: platform_type,
  icon: 'apple',
  tip: null,
  more: null,
  alternate: null,
  releases,
})

describe('initialMacBuild', () => {
  it('picks the Apple-chip build only when an Apple chip was detected', () => {
    expect(initialMacBuild('mac_arm')).toBe('mac_arm')
    expect(initialMacBuild('mac')).toBe('mac')
    expect(initialMacBuild('win')).toBe('mac')
    expect(initialMacBuild(null)).toBe('mac')
  })
})

describe('visibleEntries', () => {
  const all = (['mac', 'mac_arm', 'win', 'iPad', 'iPhone', 'android'] as const).map((key) => entry(key, []))
  it('shows one Mac build and every other platform', () => {
    expect(visibleEntries(all, 'mac').map((each) => each.platform_type)).toEqual(['mac', 'win', 'iPad', 'iPhone', 'android'])
    expect(visibleEntries(all, 'mac_arm').map((each) => each.platform_type)).toEqual(['mac_arm', 'win', 'iPad', 'iPhone', 'android'])
  })
})

describe('releaseFor', () => {
  const both = entry('win', [release(5, '6.8.0'), release(6, '6.9.0-beta')])
  const stableOnly = entry('iPhone', [release(5, '2.6.1', 0)])

  it('takes the release of the chosen channel', () => {
    expect(releaseFor(both, 5)).toEqual({ release: both.releases[0], stableInstead: false })
    expect(releaseFor(both, 6)).toEqual({ release: both.releases[1], stableInstead: false })
  })

  it('falls back to the stable release when there is no early-access one', () => {
    expect(releaseFor(stableOnly, 6)).toEqual({ release: stableOnly.releases[0], stableInstead: true })
  })

  it('has nothing for a platform without releases', () => {
    expect(releaseFor(entry('android', []), 5)).toBeNull()
  })
})

describe('isStoreLink', () => {
  it('is a store link when there is no installer size', () => {
    expect(isStoreLink(release(5, '1', 0))).toBe(true)
    expect(isStoreLink(release(5, '1', 96.4))).toBe(false)
  })
})

describe('blockedInWeChat', () => {
  it('stops only installers inside WeChat: a store link opens there, and outside WeChat nothing is stopped', () => {
    expect(blockedInWeChat(release(5, '1', 96.4), true)).toBe(true)
    expect(blockedInWeChat(release(5, '1', 0), true)).toBe(false)
    expect(blockedInWeChat(release(5, '1', 96.4), false)).toBe(false)
  })

  it('treats an unknown device build inside WeChat as the installers it is offered', () => {
    expect(blockedInWeChat(undefined, true)).toBe(true)
    expect(blockedInWeChat(undefined, false)).toBe(false)
  })
})

describe('recommendedPlatform', () => {
  it('recommends the detected platform, and on a Mac the build shown', () => {
    expect(recommendedPlatform('win', 'mac')).toBe('win')
    expect(recommendedPlatform('mac_arm', 'mac_arm')).toBe('mac_arm')
    // A visitor on an Apple-chip Mac who switched to the Intel build is recommended what they chose.
    expect(recommendedPlatform('mac_arm', 'mac')).toBe('mac')
    expect(recommendedPlatform(null, 'mac')).toBeNull()
    expect(recommendedPlatform(undefined, 'mac')).toBeNull()
  })
})

describe('heroVersion', () => {
  it("names the version of the build the hero offers, not the desktop client's", () => {
    expect(heroVersion('iPhone', release(5, '2.6.1', 0), '6.8.0')).toBe('2.6.1')
    expect(heroVersion('win', release(6, '6.9.0-beta'), '6.8.0')).toBe('6.9.0-beta')
  })
  it("falls back to the desktop client's for a device no card suits, and names nothing before the device is known", () => {
    expect(heroVersion(null, undefined, '6.8.0')).toBe('6.8.0')
    expect(heroVersion('android', undefined, '6.8.0')).toBe('6.8.0')
    expect(heroVersion(undefined, undefined, '6.8.0')).toBeUndefined()
    expect(heroVersion(null, undefined, undefined)).toBeUndefined()
  })
})

describe('groupEntries', () => {
  it('puts computers first and drops an empty group', () => {
    const cards = (['mac', 'win', 'iPad', 'iPhone', 'android'] as const).map((key) => entry(key, []))
    expect(groupEntries(cards).map((group) => [group.title, group.entries.map((each) => each.platform_type)])).toEqual([
      ['电脑版', ['mac', 'win']],
      ['移动版', ['iPad', 'iPhone', 'android']],
    ])
    expect(groupEntries(cards.slice(0, 2)).map((group) => group.title)).toEqual(['电脑版'])
  })
})

describe('the channel link enumeration (trial 1, stable 2, all 3)', () => {
  it('has the spec values', () => {
    expect(LinkChannel).toEqual({ Trial: 1, Stable: 2, All: 3 })
  })

  it('opens the page on early access for 1, on stable for 2, 3 and anything else', () => {
    expect(channelFromLink('1')).toBe(6)
    expect(channelFromLink('2')).toBe(5)
    expect(channelFromLink('3')).toBe(5)
    expect(channelFromLink(null)).toBe(5)
    expect(channelFromLink('6')).toBe(5)
    expect(channelFromLink('x')).toBe(5)
  })
})
