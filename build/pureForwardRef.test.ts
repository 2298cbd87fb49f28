import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { markPure } from './pureForwardRef'

/** The installed react-router's DOM module, the one the plugin rewrites. */
const routerDom = readFileSync(join(dirname(createRequire(import.meta.url).resolve('react-router')), 'lib/dom/lib.js'), 'utf8')

describe('markPure', () => {
  it("marks every forwardRef call of react-router's DOM module pure: an upgrade that renames them would keep Link, NavLink and Form again", () => {
    const calls = routerDom.match(/React\$1\.forwardRef\(/g)?.length ?? 0
    expect(calls).toBeGreaterThanOrEqual(3)
    expect(markPure(routerDom).match(/\/\* @__PURE__ \*\/ React\$1\.forwardRef\(/g)).toHaveLength(calls)
  })

  it('drops the display names written on Link, NavLink and Form, and no other', () => {
    for (const name of ['Link', 'NavLink', 'Form']) expect(routerDom).toContain(`${name}.displayName = "${name}";`)
    const marked = markPure(routerDom)
    for (const name of ['Link', 'NavLink', 'Form']) expect(marked).not.toMatch(new RegExp(`^${name}\\.displayName =`, 'm'))
    expect(marked).toContain('ScrollRestoration.displayName = "ScrollRestoration";')
  })
})
