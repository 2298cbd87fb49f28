// Shared steps of `npm start`, `npm test` and `npm run bench`: install, build,
// prepare local D1 (migrations + demo data) and run the built worker on wrangler.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { claim, claimCurrent, newBuild, release, WORKER_CONFIG } from '../build/dist.js'

/**
 * What the sandbox's captcha stand-in sends once ticked (it passes any non-empty token). The
 * scripts send every code from one address, so past SMS_CAPTCHA_AFTER sends an hour a send
 * needs it, as a visitor would tick the box.
 */
export const SANDBOX_CAPTCHA = 'sandbox-captcha-passed'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const BIN = join(ROOT, 'node_modules', '.bin')

/** Node 22 from node_modules runs wrangler (it refuses Node 20); offline-friendly wrangler settings. */
export const ENV = {
  ...process.env,
  PATH: `${BIN}:${process.env.PATH}`,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: ENV, ...options })
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

export function bin(name) {
  return join(BIN, name)
}

export function ensureInstalled() {
  if (existsSync(bin('wrangler')) && existsSync(bin('vite'))) return
  console.log('Installing dependencies (npm ci)…')
  run('npm', ['ci', '--no-audit', '--no-fund'])
}

/**
 * Builds into a fresh dist/<name>/ that this process claims until it exits, and returns it:
 * the caller serves or deploys its own build whatever is built meanwhile (decision 035).
 */
export function build() {
  const dir = newBuild(ROOT)
  process.on('exit', () => release(ROOT, dir))
  run(process.execPath, ['scripts/build.mjs'], { env: { ...ENV, BUILD_OUT: dir } })
  return dir
}

/**
 * The seed files in the order they apply: the accounts, the page content, then one demo
 * file per service (db/demo-<service>.sql), so each service seeds its own tables.
 */
export function seedFiles() {
  const services = readdirSync(join(ROOT, 'db'))
    .filter((name) => /^demo-[\w-]+\.sql$/.test(name))
    .sort()
  return ['db/demo.sql', 'db/content.sql', ...services.map((name) => `db/${name}`)]
}

/** Applies the D1 migrations, the demo data and the page content (guides, downloads, regions…) to a local state folder. */
export function prepareDatabase(stateDir, { fresh = false } = {}) {
  if (fresh) rmSync(join(ROOT, stateDir), { recursive: true, force: true })
  const persist = ['--local', '--persist-to', stateDir]
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', ...persist], { stdio: ['ignore', 'ignore', 'inherit'] })
  for (const file of seedFiles()) {
    run(bin('wrangler'), ['d1', 'execute', 'DB', ...persist, '--file', file], { stdio: ['ignore', 'ignore', 'inherit'] })
  }
}

/**
 * Runs a build with local KV and D1 (and extra `vars`); resolves once it answers. The build
 * is `dir`, else SERVE_BUILD (`npm test` sets it to the build it made), else dist/current,
 * and this process claims it until it exits (decision 035).
 */
export async function startWorker({ port, stateDir, dir = process.env.SERVE_BUILD, quiet = false, vars = {} }) {
  if (dir && !claim(ROOT, dir)) throw new Error(`The build ${dir} is gone`)
  dir ??= claimCurrent(ROOT)
  process.on('exit', () => release(ROOT, dir))
  const child = spawn(
    bin('wrangler'),
    [
      'dev',
      '--config',
      `${dir}/${WORKER_CONFIG}`,
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      stateDir,
      '--var',
      'APP_ENV:local',
      '--var',
      'SANDBOX:on',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--show-interactive-dev-session=false',
      ...(quiet ? ['--log-level', 'warn'] : []),
    ],
    { cwd: ROOT, env: ENV, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const stop = () => child.kill('SIGTERM')
  process.on('exit', stop)
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/favicon.svg`)
      if (response.ok) return { child, stop }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('wrangler dev did not answer within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
