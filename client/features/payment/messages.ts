/**
 * The Chinese texts of the pricing page (its cards and sale banner). The QR dialog's and the
 * success page's are in checkoutMessages.ts, the packages page's in packageMessages.ts, the
 * invoices' in invoiceMessages.ts, the terms both pricing and packages show in termMessages.ts:
 * each page's chunk carries only its own.
 */

import { BUSINESS_TYPE_LABELS, BusinessType } from '../../../shared/payEnums'
import { CYCLE_NAMES, METHOD_NAMES, SUBSCRIBE_TEXT } from './termMessages'

export { TIER_NAMES } from './termMessages'

export const PAY_TEXT = {
  offerUnavailable: '该套餐暂不可购买，请联系客服',
  heroEyebrow: '套餐价格',
  heroTitle: '选择适合你的套餐',
  heroLead: '按张计费或按年订阅，支持微信支付、支付宝与云闪付。开通即用，多台电脑共享额度。',
  empty: '该产品暂无可购买的套餐',
  recommended: '推荐',
  buy: '立即购买',
  subscribe: SUBSCRIBE_TEXT,
  perYear: '/年',
  perMonth: '/月',
  cycle: CYCLE_NAMES,
  yearlySaving: (yuan: string) => `比按月订阅省 ¥${yuan}`,
  originalPrice: '原价',
  methodTitle: '支付方式',
  methods: METHOD_NAMES,
  agreement: '购买即表示同意',
  faqTitle: '常见问题',
  apps: { 1: '光影修图', 2: 'PixSoda' } as Record<number, string>,
  appTabs: '选择产品',
  categoryTabs: '套餐类型',
  categories: {
    piece: BUSINESS_TYPE_LABELS[BusinessType.Piece],
    subscription: '订阅会员',
    combination: BUSINESS_TYPE_LABELS[BusinessType.Combination],
    union: '联合套餐',
    storage: BUSINESS_TYPE_LABELS[BusinessType.Storage],
    lite: BUSINESS_TYPE_LABELS[BusinessType.LiteEffect],
    token: BUSINESS_TYPE_LABELS[BusinessType.Token],
  } as Record<string, string>,
  included: {
    photos: (count: string) => `修图 ${count} 张`,
    lite: (count: string) => `轻效果 ${count} 次`,
    tokens: (count: string) => `创意点数 ${count}`,
    storage: (size: string) => `云空间 ${size}`,
    validity: (days: number) => (days >= 365 && days % 365 === 0 ? `有效期 ${days / 365} 年` : `有效期 ${days} 天`),
  },
  perPhoto: (yuan: string) => `低至 ¥${yuan}/张`,
  supports: '支持',
  faq: [
    ['套餐有效期怎么计算？', '套餐自购买之日起一年内有效，多个套餐同时生效时优先使用先到期的额度。'],
    ['可以开发票吗？', '可以。支付成功后在「个人中心 - 待开发票」申请增值税电子普通发票或专用发票。'],
    ['自动续费可以取消吗？', '可以随时在「我的套餐」取消自动续费，取消后当前周期的权益不受影响；每次扣费前 5 天会提醒你。'],
    ['云空间到期后文件会怎样？', '云空间到期后文件保留 30 天，之后将按云端项目从旧到新永久删除，请及时续费或下载。'],
  ] as ReadonlyArray<readonly [string, string]>,
} as const

/** The title of the term notes (their text, termNotesText.ts, loads when they are opened). */
export const TERM_NOTES_TITLE = '购买须知'

/** The global config's sale windows on /payment, and a card's promotion or upgrade price. */
export const SALE_TEXT = {
  seckillTitle: '限时秒杀',
  promotionTitle: '限时特惠',
  promotionLead: '活动期间指定套餐享活动价',
  dismiss: '关闭活动公告',
  endsIn: (days: number, clock: string) => `距结束 ${days}天 ${clock}`,
  freePlan: (date: string) => `免费计划进行中，${date} 截止`,
  promotionPrice: '活动价',
  upgradePrice: '升级价',
  deducted: (yuan: string, from?: string) => `已抵扣 ¥${yuan}${from ? `（${from}剩余价值）` : ''}`,
} as const
