import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every source file under client/, as a project path. */
function sources(dir = 'client'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : []
  })
}

describe('deferred parts', () => {
  const calls = sources().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/deferred\('([^']+)', \(\) => import\('([^']+)'\)\)/g)].map((match) => ({
      file,
      key: match[1]!,
      target: match[2]!,
    })),
  )

  it('are used (the home page has one)', () => {
    expect(calls.length).toBeGreaterThan(0)
  })

  it.each(calls)('$file names the module it imports, a *.deferred.tsx the server globs', ({ file, key, target }) => {
    expect(key).toMatch(/^client\/.+\.deferred\.tsx$/)
    expect(existsSync(key)).toBe(true)
    expect(join(file, '..', `${target}.tsx`)).toBe(key)
  })
})
