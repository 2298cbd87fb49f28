/** Every Chinese text of the ad landings. */
export const ADS_MESSAGES = {
  brand: '光影修图',
  badge: 'AI 人像精修',
  compareHint: '左右拖动，看修图前后',
  downloadTitle: '免费下载，马上出片',
  downloadLead: '已为你选好适合这台设备的版本',
  downloadFallback: '前往下载页',
  showcasesTitle: '一键完成的效果',
  consultTitle: '影楼、工作室批量采购？',
  consultText: '顾问 1 对 1 为你定制多台电脑的部署与授权方案',
  consultButton: '咨询顾问',
  stickyCta: '免费下载',
  stickyNote: '全平台账号互通',
  trust: ['无需信用卡', '免费体验', '安全无广告'],
} as const
