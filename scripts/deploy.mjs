// npm run deploy -- <staging|production>: builds for that wrangler environment
// (CLOUDFLARE_ENV, read by the Cloudflare Vite plugin), applies the D1 migrations to its
// remote database, then deploys the built worker. Migrations go first: the new code may
// need the new schema, and every migration only adds.
import { bin, build, ENV, run } from './local.mjs'

const ENVIRONMENTS = ['staging', 'production']
const target = process.argv[2]
if (!ENVIRONMENTS.includes(target)) {
  console.error(`usage: npm run deploy -- <${ENVIRONMENTS.join('|')}>`)
  process.exit(2)
}

process.env.CLOUDFLARE_ENV = target
ENV.CLOUDFLARE_ENV = target
build()
run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--remote', '--config', 'wrangler.toml', '--env', target])
// The build wrote the flattened config for this environment; wrangler deploy finds it.
run(bin('wrangler'), ['deploy'])
console.log(`\nDeployed to ${target}. Check it: curl https://<your host>/__health`)
