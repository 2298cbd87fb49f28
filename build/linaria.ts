import wyw from '@wyw-in-js/vite'

/**
 * Linaria through wyw-in-js, for the app build and the worker tests alike. Styles
 * interpolate the breakpoints of shared/constants, which wyw evaluates at build time.
 */
export function linaria(options: { ssrDevCss?: boolean } = {}) {
  return wyw({
    include: ['**/*.{ts,tsx}'],
    exclude: ['**/node_modules/**'],
    importOverrides: { './shared/constants.ts': { unknown: 'allow' } },
    ...options,
  })
}
