import { ActivityState } from '../../../shared/contracts/activity'

/**
 * The timeout pages' texts: here, not in ACTIVITY_TEXT, so that those pages need not load
 * the activity pages' texts, nor those pages these.
 */
export const TIMEOUT_TEXT = {
  title: '活动已结束',
  named: (title: string) => `「${title}」已结束，感谢您的关注`,
  unnamed: '本期活动已结束，感谢您的关注',
  others: '更多精彩活动',
  none: '暂时没有进行中的活动，更多优惠敬请期待',
  running: '进行中',
  upcoming: '即将开始',
  go: '去看看',
  buy: '去购买套餐',
  home: '返回首页',
} as const

/** How many other activities a timeout page lists: a phone's first screens, not the whole catalogue. */
export const OTHER_ACTIVITIES_SHOWN = 6

/** An activity of GET /v1/activity/common/config. */
export interface ConfigActivity {
  uuid: string
  title: string
  state: number
  link: string
}

export interface OtherActivity {
  uuid: string
  title: string
  link: string
  running: boolean
  label: string
}

/** 进行中 for a started activity, 即将开始 for one not yet started (announced or preheating); null for an ended one. */
export function stateLabel(state: number): string | null {
  if (state === ActivityState.Started) return TIMEOUT_TEXT.running
  if (state === ActivityState.NotStarted || state === ActivityState.Preheat) return TIMEOUT_TEXT.upcoming
  return null
}

/**
 * The activities a visitor of an ended one can go to instead: not that one, not ended, the
 * running ones first (each group in the service's order, soonest start first), at most
 * OTHER_ACTIVITIES_SHOWN.
 */
export function otherActivities(list: readonly ConfigActivity[], endedUuid: string | null): OtherActivity[] {
  const open = list.flatMap((activity) => {
    const label = stateLabel(activity.state)
    return label && activity.uuid !== endedUuid
      ? [{ uuid: activity.uuid, title: activity.title, link: activity.link, running: activity.state === ActivityState.Started, label }]
      : []
  })
  return [...open.filter((activity) => activity.running), ...open.filter((activity) => !activity.running)].slice(0, OTHER_ACTIVITIES_SHOWN)
}
