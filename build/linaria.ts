import wyw from '@wyw-in-js/vite'
import type { Plugin } from 'vite'

/** How often a file's transform is tried again after wyw-in-js aborted it as superseded. */
const SUPERSEDED_RETRIES = 3

/**
 * wyw-in-js (2.5.1) evaluates a styles module once per set of names its importers take. When
 * another importer asks for more names while the module's own transform is resolving its
 * imports, that transform is aborted with `AbortError: superseded`, and the plugin fails the
 * build instead of trying again (client/features/payment/components/profileStyles.ts, five
 * importers: 3 builds of 4 failed). Trying the transform again finds the newer evaluation.
 */
function retrySuperseded(plugin: Plugin): Plugin {
  const transform = plugin.transform
  if (typeof transform !== 'function') return plugin
  return {
    ...plugin,
    async transform(...args) {
      for (let attempt = 0; ; attempt++) {
        try {
          return await transform.apply(this, args)
        } catch (error) {
          const superseded = error instanceof Error && error.name === 'AbortError' && error.message === 'superseded'
          if (!superseded || attempt >= SUPERSEDED_RETRIES) throw error
        }
      }
    },
  }
}

/**
 * Linaria through wyw-in-js, for the app build and the worker tests alike. Styles
 * interpolate the breakpoints of shared/constants through client/styles/media, which wyw
 * evaluates at build time; both are allowed, or every build warns once per importer.
 */
export function linaria(options: { ssrDevCss?: boolean } = {}) {
  return retrySuperseded(
    wyw({
      include: ['**/*.{ts,tsx}'],
      exclude: ['**/node_modules/**'],
      importOverrides: { './shared/constants.ts': { unknown: 'allow' }, './client/styles/media.ts': { unknown: 'allow' } },
      ...options,
    }),
  )
}
