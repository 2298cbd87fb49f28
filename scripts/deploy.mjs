// npm run deploy -- <staging|production>: builds for that wrangler environment
// (CLOUDFLARE_ENV, read by the Cloudflare Vite plugin), applies the D1 migrations to its
// remote database, then deploys the built worker. Migrations go first: the new code may
// need the new schema, and every migration only adds.
import { WORKER_CONFIG } from '../build/dist.js'
import { bin, build, ENV, run } from './local.mjs'

const ENVIRONMENTS = ['staging', 'production']
const target = process.argv[2]
if (!ENVIRONMENTS.includes(target)) {
  console.error(`usage: npm run deploy -- <${ENVIRONMENTS.join('|')}>`)
  process.exit(2)
}

process.env.CLOUDFLARE_ENV = target
ENV.CLOUDFLARE_ENV = target
const dir = build()
run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--remote', '--config', 'wrangler.toml', '--env', target])
// The build wrote the flattened config for this environment; its own, should another build
// have rewritten .wrangler/deploy/config.json meanwhile.
run(bin('wrangler'), ['deploy', '--config', `${dir}/${WORKER_CONFIG}`])
console.log(`\nDeployed to ${target}. Check it: curl https://<your host>/__health`)
