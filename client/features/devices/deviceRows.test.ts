import { describe, expect, it } from 'vitest'
import type { Device } from '../../../shared/contracts/schemas/device'
import { deviceKind, deviceRows, deviceTitle, isOlderVersion } from './deviceRows'

const mac: Device = {
  id: 1,
  device_type: 4,
  platform: 'mac_arm',
  os_version: 'macOS 14.5',
  cpu: 'Apple M2 Pro',
  arch: 'arm64',
  cpu_count: 12,
  gpu: 'Apple M2 Pro',
  gpu_renderer: 'Apple M2 Pro',
  gpu_vendor: 'Apple',
  mac_address: 'a4:83:e7:12:34:56',
  setup_file_name: 'Retouch_6.7.0_arm64.dmg',
  total_memory: 32,
  free_memory: 12.5,
  host_name: 'Studio-MacBook',
  current_version: '6.7.0',
  latest_version: '6.8.0',
  last_active_at: Date.UTC(2026, 10, 20, 2, 30) / 1000,
}

describe('deviceKind', () => {
  it('tells an Apple-chip Mac by its renderer', () => {
    expect(deviceKind(mac)).toBe('Mac · Apple 芯片')
    expect(deviceKind({ ...mac, gpu_renderer: 'Intel Iris Plus Graphics 655' })).toBe('Mac · Intel 芯片')
  })
  it('names the other types, and "other" for an unknown one', () => {
    expect(deviceKind({ ...mac, device_type: 3 })).toBe('Windows')
    expect(deviceKind({ ...mac, device_type: 42 })).toBe('其他设备')
  })
})

describe('deviceTitle', () => {
  it('is the host name', () => expect(deviceTitle(mac)).toBe('Studio-MacBook'))
  it('falls back to the kind', () => expect(deviceTitle({ ...mac, host_name: ' ' })).toBe('Mac · Apple 芯片'))
})

describe('isOlderVersion', () => {
  it.each([
    ['6.7.0', '6.8.0', true],
    ['6.9.2', '6.10.0', true],
    ['6.8', '6.8.1', true],
    ['6.8.0', '6.8.0', false],
    ['6.10.0', '6.9.9', false],
    ['7', '6.99', false],
  ])('%s older than %s: %s', (current, latest, older) => expect(isOlderVersion(current, latest)).toBe(older))
})

describe('deviceRows', () => {
  it('lists the machine state in order', () => {
    expect(deviceRows(mac)).toEqual([
      ['设备类型', 'Mac · Apple 芯片'],
      ['系统', 'macOS 14.5'],
      ['处理器', 'Apple M2 Pro · arm64 · 12 核'],
      ['显卡', 'Apple M2 Pro · Apple'],
      ['内存', '可用 12.5GB / 共 32GB'],
      ['MAC 地址', 'a4:83:e7:12:34:56'],
      ['安装包', 'Retouch_6.7.0_arm64.dmg'],
      ['客户端版本', '6.7.0（可更新至 6.8.0）'],
      ['最近使用', '2026-11-20 10:30'],
    ])
  })

  it('says when the client is up to date', () => {
    expect(deviceRows({ ...mac, current_version: '6.8.0' })).toContainEqual(['客户端版本', '6.8.0（已是最新版本）'])
  })

  it('leaves out what the device did not report', () => {
    const bare = {
      ...mac,
      os_version: '',
      cpu: '',
      arch: '',
      cpu_count: 0,
      gpu: '',
      gpu_renderer: '',
      gpu_vendor: '',
      total_memory: 0,
      mac_address: '',
      setup_file_name: '',
      current_version: '',
      last_active_at: 0,
    }
    expect(deviceRows(bare)).toEqual([
      ['设备类型', 'Mac · Intel 芯片'],
      ['系统', 'macOS'],
    ])
  })
})
