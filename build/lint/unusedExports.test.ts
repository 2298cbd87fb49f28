import { describe, expect, it } from 'vitest'
import { importsOf, isEntry } from './unusedExports.js'

describe('the unused exports rule', () => {
  it('reads the names a module takes, and whole-module uses', () => {
    const text = [
      "import { a, b as c, type D } from './x'",
      "import E, { f } from './y'",
      "import G from './z'",
      "import * as ns from './w'",
      "export { h } from './v'",
      "export * from './u'",
      "const lazy = () => import('./t')",
    ].join('\n')
    expect(importsOf(text)).toEqual(
      expect.arrayContaining([
        ['./x', 'a'],
        ['./x', 'b'],
        ['./x', 'D'],
        ['./y', 'default'],
        ['./y', 'f'],
        ['./z', 'default'],
        ['./w', '*'],
        ['./v', 'h'],
        ['./u', '*'],
        ['./t', '*'],
      ]),
    )
    expect(importsOf(text).some(([, name]) => name === 'c')).toBe(false)
  })

  it('leaves modules read by the runtime, a glob or a tool unchecked', () => {
    expect(isEntry('client/pages/home.tsx')).toBe(true)
    expect(isEntry('worker/index.ts')).toBe(true)
    expect(isEntry('vite.config.ts')).toBe(true)
    expect(isEntry('shared/contracts/user.ts')).toBe(true)
    expect(isEntry('client/lib/toast.ts')).toBe(false)
  })
})
