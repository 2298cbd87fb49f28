// An ESLint rule against exports nothing imports (issue 26): a dead export keeps dead code
// looking alive. import-x's no-unused-modules needs typescript-eslint (TypeScript 7 rules it
// out), so this reads every module's imports itself. A name counts as used when some module
// imports it by name, or imports the module whole (`import * as`, `export * from`, a dynamic
// import()); modules loaded by a glob (pages, *.deferred.tsx) or by the runtime (entries,
// configs, tests) are not checked, nor names the module uses itself.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { resolveFrom, ROOT, SOURCE_FOLDERS, sourceFiles } from './cycles.js'

const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'playwright.engines.config.ts', 'eslint.config.js']

/** Modules whose exports are read by something other than an import: the runtime, a glob, a tool. */
export function isEntry(path) {
  return (
    /\.(test|spec)\.tsx?$/.test(path) ||
    /^(e2e|scripts)\//.test(path) ||
    /^client\/pages\/[^/]+\.tsx$/.test(path) ||
    /\.deferred\.tsx$/.test(path) ||
    /^worker\/(index|scheduled)\.ts$/.test(path) ||
    /^client\/(entry|adEntry|homeEntry)\.tsx$/.test(path) ||
    path.startsWith('worker/test/') ||
    /\.config\.(ts|js)$/.test(path) ||
    // Vite's alias for @emotion/is-prop-valid (vite.config.ts).
    path === 'build/isPropValid.ts' ||
    // Being rewritten (issue 26's call records): checked again once that settles.
    path.startsWith('shared/contracts/')
  )
}

/** What a module's text takes from the modules it names: specifier → names, or '*' for everything. */
export function importsOf(text) {
  const uses = []
  const named = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:([\w$]+)\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g
  for (const match of text.matchAll(named)) {
    if (match[1]) uses.push([match[3], 'default'])
    for (const part of match[2].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
      if (name) uses.push([match[3], name])
    }
  }
  for (const match of text.matchAll(/(?:^|[\s;])import\s+(?!type\s)([\w$]+)\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]([^'"]+)['"]/g)) uses.push([match[2], 'default'])
  for (const match of text.matchAll(/(?:import|export)\s+(?:type\s+)?\*\s*(?:as\s+[\w$]+\s*)?from\s*['"]([^'"]+)['"]/g)) uses.push([match[1], '*'])
  for (const match of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) uses.push([match[1], '*'])
  return uses
}

let usage = null
/** Every module's used names (a Set, or '*'), read once per lint run. */
function projectUsage() {
  if (usage) return usage
  usage = new Map()
  const files = [
    ...SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder), /\.(ts|tsx|js|mjs)$/)),
    ...ROOT_FILES.map((name) => join(ROOT, name)).filter(existsSync),
  ]
  for (const file of files) {
    for (const [specifier, name] of importsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue
      const target = resolveFrom(file, specifier)
      if (!target) continue
      const used = usage.get(target) ?? new Set()
      if (used === '*' || name === '*') usage.set(target, '*')
      else usage.set(target, used.add(name))
    }
  }
  return usage
}

function declaredNames(declaration) {
  if (!declaration) return []
  if (declaration.id?.name) return [declaration.id.name]
  return (declaration.declarations ?? []).flatMap((declarator) => (declarator.id?.type === 'Identifier' ? [declarator.id.name] : []))
}

const noUnusedExports = {
  meta: { type: 'suggestion', docs: { description: 'no export that no module imports' }, schema: [] },
  create(context) {
    const path = relative(ROOT, context.filename)
    if (isEntry(path)) return {}
    const used = projectUsage().get(context.filename) ?? new Set()
    if (used === '*') return {}
    const text = context.sourceCode.text
    // A name the module itself uses (a type in an exported signature, a constant of its own
    // functions) is left exported, as knip's ignoreExportsUsedInFile does: only dead code counts.
    const usedInFile = (name) => (text.match(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g')) ?? []).length > 1
    const check = (node, name) => {
      if (!used.has(name) && (name === 'default' || !usedInFile(name)))
        context.report({ node, message: `'${name}' is exported but no module imports it: drop the export (or the code)` })
    }
    return {
      ExportNamedDeclaration(node) {
        if (node.source) return
        for (const name of declaredNames(node.declaration)) check(node, name)
        for (const specifier of node.specifiers ?? []) check(specifier, specifier.exported.name ?? specifier.exported.value)
      },
      ExportDefaultDeclaration(node) {
        check(node, 'default')
      },
    }
  },
}

export const unusedExportsPlugin = { meta: { name: 'unused-exports' }, rules: { 'no-unused-exports': noUnusedExports } }
