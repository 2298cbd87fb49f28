import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { withoutInstrumentation } from './routerInstrumentation'

/** The installed react-router's client router, the module the plugin rewrites. */
const router = readFileSync(join(dirname(createRequire(import.meta.url).resolve('react-router')), 'lib/router/router.js'), 'utf8')

describe('withoutInstrumentation', () => {
  it("reads createRouter's instrumentations as absent, so both branches that call the instrumentation module fall away", () => {
    const rewritten = withoutInstrumentation(router)
    expect(rewritten).not.toContain('init.instrumentations')
    expect(rewritten).toContain('if ((void 0)) router = instrumentClientSideRouter(')
  })

  it('leaves the static handler, which the client does not use, as it was', () => {
    expect(withoutInstrumentation(router)).toContain('opts?.instrumentations')
  })

  it('fails on code it was not written for rather than keep the module silently', () => {
    expect(() => withoutInstrumentation(router.replace('init.instrumentations', 'init.instrumentation'))).toThrow(
      /router\.js reads init\.instrumentations 3 times/,
    )
  })
})
