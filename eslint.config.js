// The linter: the layer rule of build/lint/layers.js over all TypeScript sources. Babel's
// parser reads the TypeScript (typescript-eslint needs TypeScript < 6.1; this project is on 7).
import babelParser from '@babel/eslint-parser'
import { layersPlugin } from './build/lint/layers.js'

export default [
  { ignores: ['dist/**', 'node_modules/**', '.wrangler/**', 'playwright-report/**', 'test-results/**', 'public/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: {
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ['typescript', 'jsx'] },
        },
      },
    },
    plugins: { layers: layersPlugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: { 'layers/import-direction': 'error' },
  },
]
