import type { Plugin } from 'vite'

/** react-router's client router, whose `createRouter` wraps the router when it is given instrumentations. */
const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]router[\\/]router\.js$/

/** `createRouter`'s reads of its option, two where it wraps each route and two where it wraps the router. */
const READ = 'init.instrumentations'
const READS = 4

/** The module's code with `createRouter`'s option read as absent, or an error when the code is not the one this was written for. */
export function withoutInstrumentation(code: string): string {
  const reads = code.split(READ).length - 1
  if (reads !== READS) throw new Error(`react-router's router.js reads ${READ} ${reads} times, not ${READS}: see build/routerInstrumentation.ts`)
  return code.replaceAll(READ, '(void 0)')
}

/**
 * Reads `createBrowserRouter`'s `instrumentations` option as absent in the client's build,
 * so that the minifier drops the branches that use it and the bundler the 4 kB module they
 * call (1.3 kB gzip on every app page): the app passes none (client/entry.tsx), and the
 * option's branches kept that code though nothing could reach it (decision 037).
 */
export function routerInstrumentation(): Plugin {
  return {
    name: 'router-instrumentation',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: ROUTER },
      handler(code) {
        return { code: withoutInstrumentation(code), map: null }
      },
    },
  }
}
