/**
 * The texts of a package's terms that the pricing page and the packages page both show, apart
 * from messages.ts so that the packages page's chunk does not carry the pricing page's texts.
 */

/** A package's tier. */
export const TIER_NAMES: Record<number, string> = { 0: '体验版', 1: '基础版', 2: '私享版', 3: '尊享版' }

/** A package's billing cycle. */
export const CYCLE_NAMES: Record<number, string> = { 0: '一次性购买', 1: '按月订阅', 2: '按年订阅' }

/** A payment channel. */
export const METHOD_NAMES: Record<string, string> = { wechat: '微信支付', alipay: '支付宝', union: '云闪付' }

export const SUBSCRIBE_TEXT = '立即订阅'
