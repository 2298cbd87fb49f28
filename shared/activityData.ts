import * as z from 'zod/mini'
import { familyRoot } from './activityFamilies'

/**
 * What an activity's family data (`activities.data`, decision 039) may hold, family by family:
 * one table, read by the service (a field that does not fit reads as absent) and enforced by
 * the console's editor (a field that does not fit is refused, named in Chinese). The panels
 * keep their own small readers (client/features/activity/families/data.ts) so that a page
 * does not load this table; what the console saves always satisfies both.
 */

export interface DataField {
  /** What the field is, as an operator reads it. */
  label: string
  /** What it must be, completing "应为…". */
  expect: string
  schema: z.ZodMiniType
}

const count = (max = 1_000_000_000) => z.number().check(z.int(), z.minimum(0), z.maximum(max))
const cents = count(100_000_000)
const unixTime = z.number().check(z.int(), z.minimum(1_000_000_000), z.maximum(4_102_444_800))
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
const texts = (items: number, max: number) => z.array(text(max)).check(z.maxLength(items))
/** Card tiers as object keys ("0" trial … "3" deluxe, CardTier). */
const tierKey = z.string().check(z.regex(/^[0-3]$/))
const tier = z.number().check(z.int(), z.minimum(0), z.maximum(3))

export const GROUP_SIZE = z.number().check(z.int(), z.minimum(2), z.maximum(50))
export const DEPOSIT_BONUS = z.record(tierKey, cents)
const REPORT_YEAR = z.number().check(z.int(), z.minimum(2000), z.maximum(2100))

const TIER_HINT = '档位 0 体验版、1 基础版、2 私享版、3 尊享版'

const distribution: Record<string, DataField> = {
  sales: { label: '默认销售编码（链接未带 sales 时）', expect: '1-40 个字的文本', schema: text(40) },
  perks: { label: '专属权益', expect: '最多 10 条、每条不超过 40 字的文本列表', schema: texts(10, 40) },
}
const bundles: Record<string, DataField> = {
  bundles: {
    label: `组合包（${TIER_HINT}）`,
    expect: '列表，每项为 {"tier": 档位, "items": [包含内容], "separate": 单买合计（分）}',
    schema: z.array(z.strictObject({ tier, items: texts(10, 40), separate: z.optional(cents) })).check(z.maxLength(4)),
  },
}

const FAMILY_DATA: Readonly<Record<string, Readonly<Record<string, DataField>>>> = {
  distribution,
  'distribution-reg': distribution,
  'distribution-sub': distribution,
  group: {
    size: { label: '成团人数', expect: '2 到 50 的整数', schema: GROUP_SIZE },
    formed: { label: '已成团数（展示用）', expect: '非负整数', schema: count() },
    tier: { label: `拼团卡片档位（${TIER_HINT}）`, expect: '0 到 3 的整数', schema: tier },
  },
  deposit: {
    bonus: { label: `各档位赠送金额（分，${TIER_HINT}）`, expect: '如 {"1": 6000, "2": 20000} 的对象', schema: DEPOSIT_BONUS },
    use_by: { label: '余额可用至（Unix 时间戳，秒）', expect: '2001 年到 2100 年之间的时间戳', schema: unixTime },
  },
  'annual-report': {
    year: { label: '报告年份', expect: '2000 到 2100 的整数', schema: REPORT_YEAR },
    site: { label: '全站数据', expect: '{"studios": 影楼数, "images": 修图张数}', schema: z.strictObject({ studios: count(), images: count(1e12) }) },
  },
  aigc: {
    styles: { label: '风格列表', expect: '最多 20 条、每条不超过 20 字的文本列表', schema: texts(20, 20) },
    cost: { label: '每次生成消耗点数', expect: '0 到 10000 的整数', schema: count(10_000) },
  },
  bundles,
  'campaign/exhibition-bundles': bundles,
  'special-sale': {
    stock: {
      label: `各档位库存（${TIER_HINT}）`,
      expect: '如 {"1": {"total": 200, "sold": 152}} 的对象',
      schema: z.record(tierKey, z.strictObject({ total: count(), sold: count() })),
    },
  },
  subscription: {
    period: { label: '订阅周期', expect: '"month" 或 "year"', schema: z.enum(['month', 'year']) },
    first: { label: '首期价格（分）', expect: '非负整数', schema: cents },
    renew: { label: '续费价格（分）', expect: '非负整数', schema: cents },
  },
  promo: {
    phases: {
      label: '活动阶段',
      expect: '列表，每项为 {"name": 名称, "start": 开始时间戳, "end": 结束时间戳, "note": 说明（可省略）}',
      schema: z
        .array(
          z
            .strictObject({ name: text(20), start: unixTime, end: unixTime, note: z.optional(z.string().check(z.maxLength(60))) })
            .check(z.refine((phase) => phase.start < phase.end)),
        )
        .check(z.maxLength(10)),
    },
  },
}

/** The fields a family's data may hold (its own entry, else its root's: aigc/figure reads as aigc); {} when it shows nothing of its own. */
export function familyDataFields(family: string): Readonly<Record<string, DataField>> {
  return FAMILY_DATA[family] ?? FAMILY_DATA[familyRoot(family)] ?? {}
}

/** A field of an activity's data as `schema` reads it, or null when it is missing or does not fit. */
export function dataValue<S extends z.ZodMiniType>(data: Record<string, unknown>, key: string, schema: S): z.infer<S> | null {
  const read = schema.safeParse(data[key])
  return read.success ? read.data : null
}

export const DATA_MAX_CHARS = 20_000

/** The data an operator typed for a family: a JSON object whose every field is one of the family's and fits; else the first fault, in Chinese. */
export function readFamilyData(family: string, typed: string): { data: Record<string, unknown> } | { error: string } {
  const source = typed.trim() || '{}'
  if (source.length > DATA_MAX_CHARS) return { error: `活动数据不能超过 ${DATA_MAX_CHARS} 个字符` }
  let value: unknown
  try {
    value = JSON.parse(source)
  } catch {
    return { error: '活动数据须为 JSON 对象，如 {"size": 3}' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: '活动数据须为 JSON 对象，如 {"size": 3}' }
  const fields = familyDataFields(family)
  const data: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    const spec = fields[key]
    if (!spec) return { error: Object.keys(fields).length ? `该活动类型没有字段 ${key}` : '该活动类型没有专属数据，请留空' }
    const read = spec.schema.safeParse(field)
    if (!read.success) return { error: `${key}（${spec.label}）应为${spec.expect}` }
    data[key] = read.data
  }
  return { data }
}
