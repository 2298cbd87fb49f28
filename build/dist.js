// Build folders (decision 035): every build writes a fresh dist/<name>/ and, once complete,
// dist/current is switched to it in one rename; a server runs from the folder it resolved at
// start, so a later build (another `npm start`, `npm run build`) never rewrites its files.
// Processes claim the folders they build or serve (dist/<name>/.claims/<pid>), and a folder
// is removed only when it is not current and no live process claims it.
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const DIST = 'dist'
export const CURRENT = 'current'
const CLAIMS = '.claims'
/** What a complete build holds: the worker's config the Vite plugin writes last. */
export const WORKER_CONFIG = 'retouch_website/wrangler.json'

/** A process is alive when signal 0 reaches it (EPERM: alive, someone else's). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/**
 * Creates an empty build folder claimed by `pid` and returns its project-relative path. It
 * appears under its final name with the claim already inside (made as `<name>.tmp`, then
 * renamed), so a concurrent prune never sees it unclaimed.
 */
export function newBuild(root, pid = process.pid) {
  const name = `${Date.now().toString(36)}-${pid}`
  const temporary = join(root, DIST, `${name}.tmp`)
  mkdirSync(join(temporary, CLAIMS), { recursive: true })
  writeFileSync(join(temporary, CLAIMS, String(pid)), '')
  renameSync(temporary, join(root, DIST, name))
  return `${DIST}/${name}`
}

/** The folder dist/current points at (project-relative), or null before the first build. */
export function currentBuild(root) {
  try {
    return `${DIST}/${readlinkSync(join(root, DIST, CURRENT))}`
  } catch {
    return null
  }
}

/** Points dist/current at a complete build: a new link renamed over the old one, never a moment without. */
export function switchCurrent(root, dir, pid = process.pid) {
  const link = join(root, DIST, `.${CURRENT}-${pid}`)
  rmSync(link, { force: true })
  symlinkSync(dir.slice(DIST.length + 1), link)
  renameSync(link, join(root, DIST, CURRENT))
}

/** Marks `dir` as used by `pid`; false when the folder is gone (pruned meanwhile). */
export function claim(root, dir, pid = process.pid) {
  try {
    writeFileSync(join(root, dir, CLAIMS, String(pid)), '')
    return true
  } catch {
    return false
  }
}

export function release(root, dir, pid = process.pid) {
  rmSync(join(root, dir, CLAIMS, String(pid)), { force: true })
}

/**
 * Claims the current build for `pid` and returns it. The claim counts only if the folder is
 * still current after it is written: a folder stops being current before any prune can
 * consider it, so that prune then sees the claim.
 */
export function claimCurrent(root, pid = process.pid) {
  for (;;) {
    const dir = currentBuild(root)
    if (!dir) throw new Error(`No build yet: run \`npm run build\` (${DIST}/${CURRENT} is missing)`)
    if (claim(root, dir, pid) && currentBuild(root) === dir) return dir
    release(root, dir, pid)
  }
}

/**
 * Removes the build folders that are neither current nor claimed by a live process, and the
 * links a `switchCurrent` that died between its two steps left; returns the names removed.
 */
export function prune(root, alive = isAlive) {
  const dist = join(root, DIST)
  if (!existsSync(dist)) return []
  const current = currentBuild(root)?.slice(DIST.length + 1)
  const removed = []
  for (const entry of readdirSync(dist, { withFileTypes: true })) {
    const linkOf = /^\.current-(\d+)$/.exec(entry.name)?.[1]
    if (linkOf && !alive(Number(linkOf))) {
      unlinkSync(join(dist, entry.name))
      removed.push(entry.name)
    }
    if (!entry.isDirectory() || entry.name === current) continue
    const claims = existsSync(join(dist, entry.name, CLAIMS)) ? readdirSync(join(dist, entry.name, CLAIMS)) : []
    if (claims.some((pid) => alive(Number(pid)))) continue
    // A `.tmp` folder without a claim is one being made this instant (its claim comes next).
    if (entry.name.endsWith('.tmp') && claims.length === 0) continue
    rmSync(join(dist, entry.name), { recursive: true, force: true })
    removed.push(entry.name)
  }
  return removed
}
