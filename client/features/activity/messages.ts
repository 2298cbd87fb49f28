/**
 * The texts every activity page shows or may show on arrival. A panel's own texts are with the
 * panel (welfareText.ts, taskText.ts, inviteText.ts, or in its module), so that a campaign page
 * does not load every panel's (decision 037).
 */
export const ACTIVITY_TEXT = {
  states: { 0: '即将开始', 1: '预热中', 2: '火热进行中', 3: '已结束' } as Record<number, string>,
  countdownToStart: '距活动开始',
  countdownToEnd: '距活动结束',
  units: { days: '天', hours: '时', minutes: '分', seconds: '秒' },
  gifts: '活动好礼',
  cards: '限时套餐',
  rules: '活动规则',
  shareButton: '分享给好友',
  shareCopied: '活动链接已复制，快去分享吧',
  buy: '立即抢购',
  buyNotStarted: '即将开抢',
  /** An action button before its activity starts (preheat): disabled. */
  notStartedButton: '活动未开始',
  original: '原价',
  recommended: '推荐',
  notFoundTitle: '活动不存在',
  notFoundText: '该活动不存在或已下架，去看看其他活动吧',
  backHome: '返回首页',
  login: {
    title: '登录参与活动',
    lead: '活动账号与官网登录相互独立，仅用于本次活动',
    submit: '登录',
    loggedInAs: (phone: string) => `已登录：${phone.slice(0, 3)}****${phone.slice(7)}`,
    logout: '退出',
    visitor: '当前未登录',
    open: '登录',
  },
  /** 立即领取: the welfare and storage panels' action. */
  claim: '立即领取',
  ended: {
    button: '活动已结束',
    notice: '本期活动已结束，感谢您的关注',
    more: '看看其他活动',
    /** Where 看看其他活动 goes (the welfare refusal 16's next step too). */
    moreLink: '/activity/aggregate/demo-aggregate',
  },
} as const
