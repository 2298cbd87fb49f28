import { describe, expect, it } from 'vitest'
import { ALL_CALLS } from '.'
import type { CallRecord } from './call'

/** The schema modules, loaded as the records load them. */
const SCHEMA_MODULES = import.meta.glob<Record<string, unknown>>('./schemas/*.ts')

/** Zod schemas, classic or mini, expose their definition here. */
function defOf(value: unknown): Record<string, unknown> | undefined {
  return (value as { _zod?: { def?: Record<string, unknown> } } | null)?._zod?.def
}

/** Every schema reachable from `roots` through their definitions (objects, arrays, pipes, unions…). */
function reachable(roots: unknown[]): Set<unknown> {
  const seen = new Set<unknown>()
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return
    if (Array.isArray(value)) return value.forEach(visit)
    const def = defOf(value)
    if (!def) {
      // A plain object of schemas (a shape, failure data by code).
      for (const child of Object.values(value)) visit(child)
      return
    }
    seen.add(value)
    for (const child of Object.values(def)) visit(child)
  }
  roots.forEach(visit)
  return seen
}

const label = (record: CallRecord) => `${record.method} /api/${record.api}${record.path}`

describe('the call records', () => {
  it('name each call once, by its API, method and path', () => {
    const keys = ALL_CALLS.map(label)
    expect(new Set(keys).size).toBe(keys.length)
    for (const record of ALL_CALLS) expect(record.path, label(record)).toMatch(/^\/v\d+\/[\w/.-]+$/)
  })

  it('keep last-good answers for reads only, and touch cookies only from POSTs', () => {
    for (const record of ALL_CALLS) {
      if (record.lastGood) expect(record.method, label(record)).toBe('GET')
      if (record.cookie) expect(record.method, label(record)).toBe('POST')
      if (record.method === 'GET') expect(record.schemas, label(record)).toBeTypeOf('function')
    }
  })

  it('load schemas that accept a success envelope shape and refuse anything else', async () => {
    for (const record of ALL_CALLS) {
      const schemas = await record.schemas()
      expect(schemas.response.safeParse(null).success, label(record)).toBe(false)
      expect(schemas.response.safeParse({ code: 0, msg: '', data: Symbol('not data') }).success, label(record)).toBe(false)
      if (record.method === 'GET') expect(schemas.body, `${label(record)} takes no body`).toBeUndefined()
    }
  })

  it('leave no schema of a service unused', async () => {
    const used = reachable(await Promise.all(ALL_CALLS.map((record) => record.schemas())))
    const unused: string[] = []
    for (const [file, load] of Object.entries(SCHEMA_MODULES)) {
      const module = file.replace(/^.*\//, '').replace(/\.ts$/, '')
      for (const [name, value] of Object.entries(await load())) if (defOf(value) && !used.has(value)) unused.push(`${module}.${name}`)
    }
    expect(unused).toEqual([])
  })
})
