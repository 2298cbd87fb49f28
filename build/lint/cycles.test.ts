import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { cyclesOf, valueImports } from './cycles.js'

describe('the import cycle rule', () => {
  it('counts value imports and re-exports, not type-only ones', () => {
    const text = [
      "import { a } from './a'",
      "import type { B } from './b'",
      "export type { C } from './c'",
      "export { d } from '../d'",
      "export * from './e'",
      "import 'react'",
      "import './side'",
      'export const x = 1',
    ].join('\n')
    expect(valueImports(text)).toEqual(['./a', '../d', './e', './side'])
  })

  it('finds the modules that import each other, however long the way round', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ])
    const cycles = cyclesOf(graph)
    expect([...cycles.keys()].sort()).toEqual(['a', 'b', 'c', 'e'])
    expect(cycles.get('a')).toBe(cycles.get('c'))
    expect(cycles.get('e')).not.toBe(cycles.get('a'))
  })

  it('is an error everywhere, the services included, so a cycle fails the lint', async () => {
    const eslint = new ESLint()
    for (const file of ['worker/services/pay/orders.ts', 'worker/services/main/user/accounts.ts', 'client/entry.tsx', 'shared/routes.ts']) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown[]> }
      expect(config.rules['cycles/no-cycle']?.[0], file).toBe(2)
    }
  })
})
