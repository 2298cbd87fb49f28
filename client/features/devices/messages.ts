import { DeviceType } from '../../../shared/enums'

/** Every text of the device page, for review in one place. */
export const DEVICE_TEXT = {
  loading: '加载中…',
  empty: '暂无登录过的设备',
  failed: '设备列表加载失败',
  retry: '重试',
  typeNames: {
    [DeviceType.iOS]: 'iOS',
    [DeviceType.Android]: 'Android',
    [DeviceType.Windows]: 'Windows',
    [DeviceType.Mac]: 'Mac',
    [DeviceType.Other]: '其他设备',
  } as Record<number, string>,
  /** Download platform keys (spec section 3) as system names, for a device that sent no OS version. */
  platformNames: { win: 'Windows', mac: 'macOS', mac_arm: 'macOS', iPad: 'iPadOS', iPhone: 'iOS', android: 'Android' } as Record<string, string>,
  kind: '设备类型',
  appleChip: 'Apple 芯片',
  intelChip: 'Intel 芯片',
  system: '系统',
  cpu: '处理器',
  cpuCores: (count: number) => `${count} 核`,
  gpu: '显卡',
  memory: '内存',
  memoryFree: (free: string, total: string) => `可用 ${free} / 共 ${total}`,
  mac: 'MAC 地址',
  setupFile: '安装包',
  version: '客户端版本',
  updateAvailable: (latest: string) => `可更新至 ${latest}`,
  upToDate: '已是最新版本',
  lastActive: '最近使用',
} as const
