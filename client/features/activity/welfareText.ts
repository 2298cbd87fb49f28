import { ACTIVITY_TEXT } from './messages'

/**
 * The welfare claim's texts, and the outcomes' next steps that the other panels' notices share
 * (去个人中心查看, 看看其他活动): with the panels, not with every campaign page (decision 037).
 */
export const WELFARE_TEXT = {
  claim: ACTIVITY_TEXT.claim,
  claimed: '领取成功！福利已发放到您的账户',
  code: (name: string) => `${name}兑换码`,
  codeKept: '兑换码已保存在「我的奖励」中，可随时查看',
  viewInProfile: '去个人中心查看',
  loginWith: (phone: string) => `请使用手机号 ${phone} 登录个人中心查看奖励`,
  goLogin: '去登录',
  next: {
    14: '去看看老用户专享活动',
    15: '去购买套餐',
    16: '看看其他活动',
    24: '去个人中心查看',
    30: '看看老用户专享福利',
    31: '去开通会员',
    32: '去个人中心查看',
  } as Record<number, string>,
  nextLink: {
    14: '/activity/sale/demo-sale',
    15: '/payment',
    16: ACTIVITY_TEXT.ended.moreLink,
    24: '/profile/packages',
    30: '/welfare/demo-welfare-vip',
    31: '/payment',
    32: '/profile/packages',
  } as Record<number, string>,
} as const
