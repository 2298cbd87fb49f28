import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkAssetRouting, entriesSentToWorker } from './assetRouting.js'

const file = (name: string) => ({ name, folder: false })
const folder = (name: string) => ({ name, folder: true })

describe('entriesSentToWorker', () => {
  it('names a file or folder that "/*" sends to the worker and no "!" rule takes back', () => {
    const rules = ['/*', '!/assets/*', '!/favicon.svg']
    expect(entriesSentToWorker([folder('assets'), file('favicon.svg'), file('share-card.png'), folder('media')], rules)).toEqual(['share-card.png', 'media'])
  })

  it('takes a folder back only by its "/*" rule, and a file only by its own path', () => {
    expect(entriesSentToWorker([folder('media'), file('robots.txt')], ['/*', '!/media', '!/robots.txt/*'])).toEqual(['media', 'robots.txt'])
  })

  it('ignores the router’s own configuration files, which are never served', () => {
    expect(entriesSentToWorker([file('_headers'), folder('.vite')], ['/*'])).toEqual([])
  })

  it('says nothing when the rules send only some paths to the worker: the router looks the rest up first', () => {
    expect(entriesSentToWorker([file('favicon.svg')], ['/api/*', '/__health'])).toEqual([])
  })
})

describe('checkAssetRouting on a build folder', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'asset-routing-'))
    mkdirSync(join(dir, 'client', 'assets'), { recursive: true })
    mkdirSync(join(dir, 'worker'))
    writeFileSync(join(dir, 'client', 'favicon.svg'), '<svg/>')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  const writeRules = (rules: string[]) => writeFileSync(join(dir, 'worker', 'wrangler.json'), JSON.stringify({ assets: { run_worker_first: rules } }))

  it('passes when every file is excluded', () => {
    writeRules(['/*', '!/assets/*', '!/favicon.svg'])
    expect(() => checkAssetRouting(dir, 'worker/wrangler.json')).not.toThrow()
  })

  it('fails the build naming the file the worker would answer', () => {
    writeRules(['/*', '!/assets/*'])
    expect(() => checkAssetRouting(dir, 'worker/wrangler.json')).toThrow(/favicon\.svg/)
  })
})

describe("the project's wrangler.toml", () => {
  it('excludes every file of public/ from the worker', () => {
    const toml = readFileSync(join(__dirname, '..', 'wrangler.toml'), 'utf8')
    const list = /run_worker_first = \[([^\]]*)\]/.exec(toml)?.[1] ?? ''
    const rules = [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '')
    const entries = readdirSync(join(__dirname, '..', 'public'), { withFileTypes: true }).map((entry) => ({ name: entry.name, folder: entry.isDirectory() }))
    expect(rules).toContain('/*')
    expect(entriesSentToWorker([...entries, folder('assets'), file('version.json')], rules)).toEqual([])
  })
})
