/**
 * The points programme's enumerations, constants and date rules (spec sections 3 and 9),
 * one place for the worker's rules and the dialog.
 */
import { chinaDay, chinaDayStart } from './chinaTime'

/** Task types (spec section 3). */
export const PointsTaskType = { SignIn: 1, Answer: 2, NewcomerExport: 3, FirstPurchase: 4, Repurchase: 5, ExportChallenge: 6 } as const
export type PointsTaskType = (typeof PointsTaskType)[keyof typeof PointsTaskType]

export const ReceiveType = { Auto: 1, Manual: 2 } as const

/**
 * Ledger record types (spec section 3), plus Expiry: the spec lists no type for points
 * that lapse, and expiry must write its own records, so it is ours (12, clear of the
 * spec's numbers and its gaps).
 */
export const PointsRecordType = {
  Task: 1,
  Admin: 2,
  OriginOwnerChange: 3,
  NewOwnerChange: 4,
  ExchangeDeduction: 5,
  ExchangeRefund: 6,
  OrderPurchase: 9,
  OrderRefundDeduction: 10,
  BatchAdminAdd: 11,
  Expiry: 12,
} as const
export type PointsRecordType = (typeof PointsRecordType)[keyof typeof PointsRecordType]

/**
 * What each ledger record type is called: enumerate type 91, the point record type. The
 * spec names the types in English only; these are their Chinese names, the admin and batch
 * ones as the console's adjustments already call them.
 */
export const POINTS_RECORD_TYPE_LABELS: Readonly<Record<PointsRecordType, string>> = {
  [PointsRecordType.Task]: '任务奖励',
  [PointsRecordType.Admin]: '系统调整',
  [PointsRecordType.OriginOwnerChange]: '主账号变更转出',
  [PointsRecordType.NewOwnerChange]: '主账号变更转入',
  [PointsRecordType.ExchangeDeduction]: '积分兑换',
  [PointsRecordType.ExchangeRefund]: '兑换退还',
  [PointsRecordType.OrderPurchase]: '购买套餐',
  [PointsRecordType.OrderRefundDeduction]: '退款扣除',
  [PointsRecordType.BatchAdminAdd]: '批量发放',
  [PointsRecordType.Expiry]: '积分过期',
}

/** Spec section 9, Points programme. */
export const POINTS_RULES = {
  signInCycleDays: 7,
  signInDaily: 5,
  /** Day of the cycle → reward, where it differs from the daily one. */
  signInSpecial: { 3: 10, 7: 15 } as Readonly<Record<number, number>>,
  quiz: 50,
  newcomerExportImages: 3,
  newcomerExport: 80,
  firstPurchase: 300,
  firstPurchaseWithinDays: 30,
  repurchase: 200,
  repurchaseEverySeconds: 24 * 3600,
  /** 299 yuan, in cents. */
  purchaseMinCents: 29_900,
  pageSize: 10,
  loadDistance: 10,
  loadDebounceMs: 1000,
  clickDebounceMs: 300,
} as const

/** Points earned at a moment are valid to 31 Dec 23:59:59 China time of the following year. */
export function lotExpiresAt(earnedAt: number): number {
  const year = Number(chinaDay(earnedAt).slice(0, 4))
  return chinaDayStart(`${year + 1}-12-31`) + 86_399
}

/** The day of the 7-day cycle a streak of consecutive sign-ins has reached (1..7). */
export function cycleDay(streak: number): number {
  return ((Math.max(1, streak) - 1) % POINTS_RULES.signInCycleDays) + 1
}

/** The reward of a sign-in that makes a streak of this length: 5, day 3 10, day 7 15. */
export function signInReward(streak: number): number {
  return POINTS_RULES.signInSpecial[cycleDay(streak)] ?? POINTS_RULES.signInDaily
}

/**
 * The sign-in task's progress: the days signed in the current cycle. A streak still
 * alive (signed today or yesterday) counts; a cycle completed before today starts anew.
 */
export function signInProgress(streak: number, signedToday: boolean): number {
  if (streak <= 0) return 0
  if (signedToday) return cycleDay(streak)
  return streak % POINTS_RULES.signInCycleDays
}

/** Codes the spec leaves open, chosen by the built-in points service (answered with HTTP 200, decision 003). */
export const PointsCode = { NotAllowed: 10020, Insufficient: 10021, TaskUnavailable: 10022, QuizIncomplete: 10023 } as const

/** The points service's refusals, in Chinese. */
export const POINTS_MESSAGES = {
  notAllowed: '子账号不能参与积分任务，请使用主账号',
  insufficient: '积分不足',
  taskUnavailable: '该任务不可领取',
  alreadyReceived: '任务已领取',
  quizIncomplete: '请先完成全部题目',
  unknownQuestion: '题目不存在',
} as const
