// npm start: a complete local site on http://localhost:8787 (PORT overrides) with the
// built-in services, the sandbox and demo data. Local data persists in .wrangler/state.
import { build, ensureInstalled, prepareDatabase, startWorker } from './local.mjs'

const port = Number(process.env.PORT ?? 8787)
const stateDir = '.wrangler/state'

ensureInstalled()
build()
prepareDatabase(stateDir)
await startWorker({ port, stateDir })
console.log(`\n  Site ready: http://localhost:${port}\n`)
