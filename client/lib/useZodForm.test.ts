import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { lazyRules, shownErrors, zodRules } from './useZodForm'

const schema = z.object({ name: z.string().check(z.minLength(1, '请输入姓名')), age: z.number().check(z.minimum(18, '须年满 18 岁')) })

describe('the form rules', () => {
  it("give each wrong field its schema's first message, and nothing when the form may be sent", () => {
    const rules = zodRules<{ name: string; age: number }>(schema)
    expect(rules({ name: '', age: 3 })).toEqual({ name: '请输入姓名', age: '须年满 18 岁' })
    expect(rules({ name: '张三', age: 20 })).toEqual({})
  })

  it('read what prepare makes of the values', () => {
    const rules = zodRules<{ name: string; age: number | null }>(schema, (values) => ({ ...values, age: values.age ?? 18 }))
    expect(rules({ name: '张三', age: null })).toEqual({})
  })

  it("show a field's message once it is left, and all of them after a submit", () => {
    const errors = { name: '请输入姓名', age: '须年满 18 岁' }
    expect(shownErrors(errors, {}, false)).toEqual({})
    expect(shownErrors(errors, { name: true }, false)).toEqual({ name: '请输入姓名' })
    expect(shownErrors(errors, {}, true)).toEqual(errors)
  })

  it('load lazily once, for every form that uses them, and again after a failed load', async () => {
    let loads = 0
    let fail = true
    const rules = lazyRules<{ name: string; age: number }>(async () => {
      loads++
      if (fail) throw new Error('offline')
      return zodRules(schema)
    })
    expect(rules.loaded).toBeUndefined()
    await expect(rules.load()).rejects.toThrow('offline')
    fail = false
    const [first, second] = await Promise.all([rules.load(), rules.load()])
    expect(first).toBe(second)
    expect(loads).toBe(2)
    expect(rules.loaded).toBe(first)
    expect(rules.loaded?.({ name: '', age: 20 })).toEqual({ name: '请输入姓名' })
  })
})
