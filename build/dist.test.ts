import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { claim, claimCurrent, currentBuild, newBuild, prune, release, switchCurrent } from './dist.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dist-test-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** What a build writes, as the Vite build would (a file naming the build). */
function write(dir: string, id: string) {
  mkdirSync(join(root, dir, 'client'), { recursive: true })
  writeFileSync(join(root, dir, 'client', 'version.json'), id)
}

const servedVersion = (dir: string) => readFileSync(join(root, dir, 'client', 'version.json'), 'utf8')
const nobodyAlive = () => false

describe('build folders', () => {
  it('gives every build a fresh folder claimed by its maker', () => {
    const first = newBuild(root, 101)
    const second = newBuild(root, 102)
    expect(first).not.toBe(second)
    expect(readdirSync(join(root, first, '.claims'))).toEqual(['101'])
    expect(readdirSync(join(root, 'dist')).some((name) => name.endsWith('.tmp'))).toBe(false)
  })

  it('leaves a server on the build it started with while a later build completes and switches', () => {
    const first = newBuild(root, 101)
    write(first, 'one')
    switchCurrent(root, first, 101)
    release(root, first, 101)

    // A server (pid 200) starts on the current build and keeps its folder.
    const served = claimCurrent(root, 200)
    expect(served).toBe(first)

    const second = newBuild(root, 102)
    expect(currentBuild(root)).toBe(first) // no switch before the build is complete
    write(second, 'two')
    switchCurrent(root, second, 102)
    release(root, second, 102)
    prune(root, (pid) => pid === 200)

    expect(currentBuild(root)).toBe(second)
    expect(servedVersion(served)).toBe('one')
    expect(realpathSync(join(root, 'dist', 'current'))).toBe(realpathSync(join(root, second)))
  })

  it('removes builds that are neither current nor claimed by a live process, the old layout included', () => {
    mkdirSync(join(root, 'dist', 'client'), { recursive: true }) // the layout before decision 035
    const old = newBuild(root, 101)
    const building = newBuild(root, 103) // another build still writing
    const current = newBuild(root, 102)
    switchCurrent(root, current, 102)

    const removed = prune(root, (pid) => pid === 103)
    expect(removed.sort()).toEqual(['client', old.slice('dist/'.length)].sort())
    expect(existsSync(join(root, building))).toBe(true)
    expect(existsSync(join(root, current))).toBe(true)
  })

  it('keeps a folder being made until its claim is written, and drops a crashed one', () => {
    mkdirSync(join(root, 'dist', 'x-1.tmp', '.claims'), { recursive: true })
    expect(prune(root, nobodyAlive)).toEqual([])
    writeFileSync(join(root, 'dist', 'x-1.tmp', '.claims', '999'), '')
    expect(prune(root, nobodyAlive)).toEqual(['x-1.tmp'])
  })

  it('does not count a claim on a folder that stopped being current before the claim landed', () => {
    const first = newBuild(root, 101)
    switchCurrent(root, first, 101)
    const second = newBuild(root, 102)
    switchCurrent(root, second, 102)
    prune(root, (pid) => pid === 102)
    // The first folder is gone: a claim on it fails rather than resurrecting it.
    expect(claim(root, first, 200)).toBe(false)
    expect(existsSync(join(root, first))).toBe(false)
    expect(claimCurrent(root, 200)).toBe(second)
  })

  it('says what to do before the first build', () => {
    expect(currentBuild(root)).toBeNull()
    expect(() => claimCurrent(root, 200)).toThrow(/npm run build/)
  })
})
