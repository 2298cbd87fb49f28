import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The documents name decisions and files of this repository; a renumbered decision or a
 * moved file leaves them pointing nowhere. These tests list every such reference that
 * resolves to nothing.
 */
const ROOT = join(import.meta.dirname, '..')
const DECISIONS = join(ROOT, 'docs/decisions')
const CODE_FOLDERS = ['build', 'client', 'e2e', 'scripts', 'shared', 'worker']

function filesUnder(folder: string, pattern: RegExp): string[] {
  const found: string[] = []
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) found.push(...filesUnder(path, pattern))
    else if (pattern.test(entry.name)) found.push(path)
  }
  return found
}

const decisionFiles = readdirSync(DECISIONS).filter((name) => name.endsWith('.md'))
const decisionNumbers = new Set(decisionFiles.map((name) => name.slice(0, 3)))
const documents = ['README.md', ...filesUnder('docs', /\.md$/)]
const sources = CODE_FOLDERS.flatMap((folder) => filesUnder(folder, /\.(ts|tsx|js|mjs)$/))

/** `decision 017`, `decisions 010, 015 and 020`, `docs/decisions/017`: the numbers named. */
export function decisionsNamed(text: string): string[] {
  const numbers: string[] = []
  for (const match of text.matchAll(/\b[Dd]ecisions?\s+(\d{3}(?:(?:\s*(?:,|\/|&|and|or)\s*)\d{3})*)/g)) {
    numbers.push(...match[1]!.match(/\d{3}/g)!)
  }
  for (const match of text.matchAll(/docs\/decisions\/(\d{3})/g)) numbers.push(match[1]!)
  return numbers
}

const PATH_ROOTS = ['worker', 'client', 'shared', 'scripts', 'build', 'e2e', 'db', 'migrations', 'docs', 'public']

/** Repository paths a document names (`worker/gateway/gateway.ts`, `client/lib/`); placeholders and globs skipped. */
export function pathsNamed(text: string): string[] {
  const paths: string[] = []
  const pattern = new RegExp(`(?<![\\w./@-])((?:${PATH_ROOTS.join('|')})/[\\w./<>{}*…-]*)`, 'g')
  for (const match of text.matchAll(pattern)) {
    const path = match[1]!.replace(/[.]+$/, '')
    if (/[<>{}*…]/.test(path)) continue
    paths.push(path)
  }
  return paths
}

/** A path resolves when it is a file or folder, a module named without its extension, or a decision by number. */
function resolves(path: string): boolean {
  const decision = /^docs\/decisions\/(\d{3})/.exec(path)?.[1]
  if (decision) return decisionNumbers.has(decision)
  return ['', '.ts', '.tsx', '.js', '.mjs'].some((extension) => existsSync(join(ROOT, path + extension)))
}

function unresolved(files: string[], named: (text: string) => string[], exists: (reference: string) => boolean): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8')
    return [...new Set(named(text))].filter((reference) => !exists(reference)).map((reference) => `${file}: ${reference}`)
  })
}

describe('references in the documents', () => {
  it('reads decision numbers and paths as written', () => {
    expect(decisionsNamed('decision 017; decisions 010, 015 and 020; docs/decisions/021-css')).toEqual(['017', '010', '015', '020', '021'])
    expect(decisionsNamed('ARCHITECTURE decisions 10 and 11')).toEqual([])
    expect(pathsNamed('see `worker/gateway/gateway.ts`. And shared/contracts/<svc>.ts, docs/decisions/.')).toEqual([
      'worker/gateway/gateway.ts',
      'docs/decisions/',
    ])
  })

  it('gives every decision record a Status and a Date', () => {
    const missing = decisionFiles.filter((name) => {
      const head = readFileSync(join(DECISIONS, name), 'utf8').split('\n').slice(0, 8)
      return !head.some((line) => /^Status: \w/.test(line)) || !head.some((line) => /^Date: \d{4}-\d{2}-\d{2}$/.test(line))
    })
    expect(missing).toEqual([])
  })

  it('numbers every decision once', () => {
    expect(decisionNumbers.size).toBe(decisionFiles.length)
  })

  it('names only decisions that exist, in the documents and in code comments', () => {
    expect(unresolved([...documents, ...sources], decisionsNamed, (number) => decisionNumbers.has(number))).toEqual([])
  })

  it('names only repository paths that exist', () => {
    expect(unresolved(documents, pathsNamed, resolves)).toEqual([])
  })
})
