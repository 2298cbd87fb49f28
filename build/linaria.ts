import wyw from '@wyw-in-js/vite'

/**
 * Linaria through wyw-in-js, for the app build and the worker tests alike. Styles
 * interpolate the breakpoints of shared/constants through client/styles/media, which wyw
 * evaluates at build time; both are allowed, or every build warns once per importer.
 */
export function linaria(options: { ssrDevCss?: boolean } = {}) {
  return wyw({
    include: ['**/*.{ts,tsx}'],
    exclude: ['**/node_modules/**'],
    importOverrides: { './shared/constants.ts': { unknown: 'allow' }, './client/styles/media.ts': { unknown: 'allow' } },
    ...options,
  })
}
