// An ESLint rule against import cycles (issue 26). A cycle makes a module's value depend on
// load order (one side sees the other's exports still undefined) and ties modules that should
// layer. eslint-plugin-import-x's no-cycle needs typescript-eslint, which this project's
// TypeScript 7 rules out, so this reads the static imports itself: type-only imports and
// dynamic import() are not edges (neither runs the imported module first).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..')
export const SOURCE_FOLDERS = ['build', 'client', 'e2e', 'scripts', 'shared', 'worker']
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']

/** The relative specifiers a module imports for their values: `import type`/`export type` left out. */
export function valueImports(text) {
  const specifiers = []
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm
  for (const match of text.matchAll(pattern)) {
    if (match[2]) continue
    if (match[1] === 'export' && !match[3]) continue
    specifiers.push(match[4])
  }
  return specifiers
}

/** The project file a relative specifier names, or null. */
export function resolveFrom(file, specifier) {
  const base = resolve(dirname(file), specifier.replace(/\.js$/, ''))
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (existsSync(candidate) && !candidate.endsWith(sep) && /\.(ts|tsx|js|mjs)$/.test(candidate)) return candidate
  }
  return null
}

/** The modules below a folder whose names match `pattern` (TypeScript by default), declarations left out. */
export function sourceFiles(folder, pattern = /\.(ts|tsx)$/) {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path, pattern)
    return pattern.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Strongly connected components (Tarjan): every module mapped to its component's id when that component is a cycle. */
export function cyclesOf(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const component = new Map()
  let counter = 0
  const visit = (node) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)))
    }
    if (low.get(node) !== index.get(node)) return
    const members = []
    for (;;) {
      const member = stack.pop()
      onStack.delete(member)
      members.push(member)
      if (member === node) break
    }
    const cyclic = members.length > 1 || (graph.get(node) ?? []).includes(node)
    if (cyclic) for (const member of members) component.set(member, node)
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return component
}

let project = null
/** The project's import graph and its cycles, read once per lint run. */
function projectCycles() {
  if (project) return project
  const graph = new Map()
  for (const file of SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const text = readFileSync(file, 'utf8')
    graph.set(
      file,
      valueImports(text)
        .map((specifier) => resolveFrom(file, specifier))
        .filter(Boolean),
    )
  }
  project = { graph, component: cyclesOf(graph) }
  return project
}

/** A shortest way from `from` back to `to` inside one cycle, as project-relative paths. */
function pathBack(graph, component, from, to) {
  const previous = new Map([[from, null]])
  const queue = [from]
  while (queue.length > 0) {
    const node = queue.shift()
    if (node === to) break
    for (const next of graph.get(node) ?? []) {
      if (previous.has(next) || component.get(next) !== component.get(from)) continue
      previous.set(next, node)
      queue.push(next)
    }
  }
  const path = []
  for (let node = to; node; node = previous.get(node)) path.unshift(relative(ROOT, node))
  return path
}

const noCycle = {
  meta: { type: 'problem', docs: { description: 'no import cycles between modules' }, schema: [] },
  create(context) {
    const file = context.filename
    const { graph, component } = projectCycles()
    if (!component.has(file)) return {}
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return
      const target = resolveFrom(file, node.source.value)
      if (!target || component.get(target) !== component.get(file)) return
      const cycle = pathBack(graph, component, target, file)
      context.report({ node, message: `Import cycle: ${[relative(ROOT, file), ...cycle].join(' → ')}` })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}

export const cyclesPlugin = { meta: { name: 'cycles' }, rules: { 'no-cycle': noCycle } }
