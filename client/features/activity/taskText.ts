/** The export tasks' texts (/xshd's panel and its buttons). */
export const TASK_TEXT = {
  title: '活动任务',
  lead: '登录后，在光影修图桌面端导出照片即可累计任务进度',
  reward: (amount: string, name: string) => `奖励：${amount} ${name}`,
  deadline: (time: string) => `截止 ${time}`,
  finished: '已完成',
  expired: '已过期',
  receive: '领取任务',
  todo: '去完成',
  progress: (progress: number, target: number) => `${progress} / ${target}`,
  refresh: '刷新进度',
  received: '领取成功！奖励已发放到您的账户',
  guideTitle: '如何完成导出任务',
  guide: '在桌面端选中照片，点击右上角黄色的导出按钮即可导出',
  download: '下载桌面端',
} as const
