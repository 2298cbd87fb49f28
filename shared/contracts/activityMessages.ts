/**
 * The activity service's messages (spec section 8 leaves them open): the worker answers with
 * them, the client reads one (a malformed redemption code). A module of their own, not with
 * the calls' records in ./activity.ts, which every activity page loads on arrival.
 */
import { EXCHANGE_CODE_INVALID, ExchangeRefusal, TaskRefusal, type WelfareCode } from './activity'

export const ACTIVITY_MESSAGES = {
  notFound: '活动不存在或已下架',
  notStarted: '活动尚未开始，敬请期待',
  welfare: {
    14: '本福利仅限新用户领取，您已是老用户啦',
    15: '本福利仅限付费用户领取，购买任意套餐后即可领取',
    16: '活动已结束，福利已停止发放',
    24: '您已领取过该福利，请勿重复领取',
    30: '您已注册超过 30 天，本福利仅限注册 30 天内的用户领取',
    31: '本福利仅限注册超过 30 天的会员用户领取，开通会员后即可领取',
    32: '您已领取过老用户专属福利，请勿重复领取',
  } satisfies Record<WelfareCode, string>,
  orgInfoMissing: '请先填写机构信息',
  orgInfoNotScanned: '请先使用微信扫码完成绑定',
  storageNonconforming: '您的机构信息不符合领取条件，本福利仅限摄影机构领取',
  storageAlreadyBound: '您的机构已领取过免费存储空间',
  exchangeDone: '兑换成功，权益已到账',
  exchangeCodeInvalid: EXCHANGE_CODE_INVALID,
  exchange: {
    [ExchangeRefusal.Unknown]: '兑换码不存在，请核对后重新输入',
    [ExchangeRefusal.Used]: '该兑换码已被使用',
    [ExchangeRefusal.Expired]: '该兑换码已过期',
    [ExchangeRefusal.OtherActivity]: '该兑换码不适用于本活动',
  },
  task: {
    [TaskRefusal.NotFound]: '任务不存在',
    [TaskRefusal.NotReached]: '任务尚未完成，完成后即可领取奖励',
    [TaskRefusal.Expired]: '任务已过期，无法领取奖励',
  },
  inviteSelf: '不能邀请自己哦',
  inviteNotNew: '本邀请仅限新注册用户接受，您已是老用户啦',
  handoverInvalid: '登录已失效，请在个人中心重新登录',
  giftNotReceived: '您还没有领取该奖品',
  inviteNotFound: '邀请人不存在',
  cardNotFound: '套餐不存在',
  salesmanNotFound: '销售顾问不存在',
  groupFull: '这个团已经满员啦，去开一个新团吧',
  groupSelf: '不能参加自己开的团哦',
  groupNotFound: '拼团不存在',
  qrUnavailable: '小程序码暂不可用，请稍后再试',
} as const
